//! Slow and idle clients, for real: the `mock-server` binary on a port, with
//! short limits, against raw sockets that send half a request or nothing.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use std::{
    io::{Read, Write},
    net::TcpStream,
    process::Command,
    time::{Duration, Instant},
};

use common::RealServer;

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
    let server = RealServer::start(&[]);
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
    let server = RealServer::start(&[]);
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
    let server = RealServer::start(&["--max-connections", "16"]);
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
    let mut server = RealServer::start(&[]);
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

/// Sends a request whose body never finishes: its head, then one byte of the
/// body every 200 ms until the server answers or closes (at most `for_at_most`).
/// Returns the answer's status line, if any.
fn drip(port: u16, head: &str, for_at_most: Duration) -> Option<String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream.set_read_timeout(Some(Duration::from_millis(200))).unwrap();
    stream.write_all(head.as_bytes()).ok()?;
    let started = Instant::now();
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    while started.elapsed() < for_at_most {
        match stream.read(&mut buffer) {
            Ok(0) => break,
            Ok(read) => answer.extend_from_slice(&buffer[..read]),
            Err(_) if answer.is_empty() => {
                if stream.write_all(b"x").is_err() {
                    break;
                }
            }
            Err(_) => break,
        }
    }
    let answer = String::from_utf8_lossy(&answer).into_owned();
    answer.lines().next().map(str::to_owned)
}

/// The probe of issue 25: bodies sent a byte at a time held every connection
/// slot, so normal requests timed out. A body must arrive within
/// `--body-timeout`; a slow one is answered 408 and its connection closed.
#[test]
fn slow_bodies_are_cut_off_and_others_are_still_answered() {
    let server = RealServer::start(&["--max-connections", "4", "--body-timeout", "1s"]);
    let heads = [
        "POST /connect/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n",
        "PUT /__mock/rules HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
    ];
    // More slow clients than connections.
    let slow: Vec<_> = (0..8)
        .map(|index| {
            let port = server.port;
            let head = heads[index % heads.len()];
            std::thread::spawn(move || drip(port, head, Duration::from_secs(20)))
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let started = Instant::now();
    assert_eq!(server.get("/meta.json").as_deref(), Some("HTTP/1.1 200 OK"));
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "a normal request waited {:?} behind slow bodies",
        started.elapsed()
    );
    for answer in slow {
        let status = answer.join().unwrap();
        assert_eq!(
            status.as_deref(),
            Some("HTTP/1.1 408 Request Timeout"),
            "a slow body should be answered 408"
        );
    }
}
