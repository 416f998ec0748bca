//! Slow and idle clients, for real: the `mock-server` binary on a port, with
//! short limits, against raw sockets that send half a request or nothing.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

use std::{
    io::{Read, Write},
    net::{TcpListener, TcpStream},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

/// The server binary, stopped (and reaped) when dropped.
struct Server {
    child: Child,
    port: u16,
}

impl Server {
    fn start(extra: &[&str]) -> Server {
        // A free port: bind, note it, let go (the binary binds it a moment later).
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(env!("CARGO_BIN_EXE_mock-server"))
            .args(["serve", "--port", &port.to_string(), "--scale", "10"])
            .args([
                "--header-timeout",
                "1s",
                "--idle-timeout",
                "2s",
                "--shutdown-grace",
                "2s",
            ])
            .args(extra)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let server = Server { child, port };
        let started = Instant::now();
        while server.get("/meta.json").is_none() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "the server did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        server
    }

    fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(15))).unwrap();
        stream
    }

    /// A whole GET, answered: the status line, or None if the connection failed.
    fn get(&self, path: &str) -> Option<String> {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).ok()?;
        stream.set_read_timeout(Some(Duration::from_secs(15))).ok()?;
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        )
        .ok()?;
        let mut answer = String::new();
        stream.read_to_string(&mut answer).ok()?;
        answer.lines().next().map(str::to_owned)
    }

    /// How many file descriptors the server process holds.
    fn open_files(&self) -> usize {
        std::fs::read_dir(format!("/proc/{}/fd", self.child.id()))
            .unwrap()
            .count()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How long until the server closes this connection (reads until EOF or error).
fn time_until_closed(mut stream: TcpStream) -> Duration {
    let started = Instant::now();
    let mut buffer = [0u8; 1024];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => return started.elapsed(),
            Ok(_) => {}
        }
    }
}

#[test]
fn half_a_request_and_silence_are_cut_off() {
    let server = Server::start(&[]);
    let mut half = server.connect();
    half.write_all(b"GET /meta.json HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        .unwrap();
    let silent = server.connect();
    let half = std::thread::spawn(move || time_until_closed(half));
    let silent = std::thread::spawn(move || time_until_closed(silent));
    let (half, silent) = (half.join().unwrap(), silent.join().unwrap());
    assert!(
        half < Duration::from_secs(5),
        "half a request held the connection {half:?}"
    );
    assert!(
        silent < Duration::from_secs(5),
        "a silent client held the connection {silent:?}"
    );
}

#[test]
fn an_idle_keep_alive_connection_is_closed() {
    let server = Server::start(&[]);
    let mut stream = server.connect();
    stream
        .write_all(b"GET /meta.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        .unwrap();
    let mut buffer = [0u8; 4096];
    let read = stream.read(&mut buffer).unwrap();
    assert!(String::from_utf8_lossy(&buffer[..read]).starts_with("HTTP/1.1 200"));
    let idle = time_until_closed(stream);
    assert!(
        idle < Duration::from_secs(5),
        "an idle connection stayed {idle:?}"
    );
}

#[test]
fn many_slow_clients_neither_exhaust_descriptors_nor_lock_others_out() {
    let server = Server::start(&["--max-connections", "16"]);
    let before = server.open_files();
    let slow: Vec<TcpStream> = (0..150)
        .map(|_| {
            let mut stream = server.connect();
            let _ = stream.write_all(b"GET / HTTP/1.1\r\nHost: ");
            stream
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let during = server.open_files();
    assert!(
        during <= before + 16 + 2,
        "150 slow clients took {} descriptors beyond the {before} at rest",
        during - before
    );
    // A well-behaved client still gets its answer once the slow ones time out.
    let started = Instant::now();
    assert_eq!(server.get("/meta.json").as_deref(), Some("HTTP/1.1 200 OK"));
    assert!(started.elapsed() < Duration::from_secs(30));
    drop(slow);
}

#[test]
fn shutdown_ends_within_the_grace_period_whatever_clients_do() {
    let mut server = Server::start(&[]);
    // One client stuck in its headers, one waiting on a slow answer.
    let mut stuck = server.connect();
    stuck.write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n").unwrap();
    let mut slow = server.connect();
    slow.write_all(b"GET /meta.json HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Mock-Delay: 60000\r\n\r\n")
        .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let started = Instant::now();
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let exited = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the server was still running 10 s after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(exited.success(), "{exited:?}");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
}
