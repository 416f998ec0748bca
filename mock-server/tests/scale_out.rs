//! Scale-out (docs/scale-out.md): identical replicas behind nginx with
//! session affinity, run for real from `deploy/nginx.conf`, and the two
//! server options that deployment relies on (`--require-session-for-writes`,
//! `--token-secret`).
//!
//! The balancer tests start two replicas of this crate's binary and Debian's
//! nginx on free loopback ports (`make test` installs nginx when missing),
//! and talk to them over plain HTTP/1.0 so the test needs no client crate.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use std::collections::{BTreeMap, BTreeSet};

use axum::http::StatusCode;
use balancer::Cluster;
use common::{TestApp, assert_problem, login_fields};
use mock_server::{AppState, Clock, Config, fixtures};
use serde_json::{Value, json};

fn replica_state(require_session_for_writes: bool, token_secret: Option<&str>) -> AppState {
    let config = Config {
        scale: fixtures::Scale::Customers(20),
        require_session_for_writes,
        token_secret: token_secret.map(str::to_owned),
        ..Config::default()
    };
    AppState::new(config, Clock::starting_at(fixtures::fixture_epoch()))
}

fn role(name: &str) -> Value {
    json!({"Name": name, "Description": "Made through the balancer", "Permissions": [{"Value": "pageAccess"}]})
}

async fn create_support_role(app: &TestApp, token: &str) -> common::Answer {
    app.bearer(token)
        .post_json("/api/account/role", &role("support"))
        .await
}

fn assert_names_the_session_header(problem: &Value) {
    assert!(
        problem["errors"]["X-Mock-Session"][0]
            .as_str()
            .is_some_and(|message| message.contains("load balancer")),
        "{problem}"
    );
}

#[tokio::test]
async fn with_require_session_for_writes_the_default_world_is_read_only() {
    let app = TestApp::with_state(replica_state(true, None));
    let offset = |app: TestApp| async move {
        app.anonymous().get("/__mock/clock").await.json()["offsetSeconds"].clone()
    };
    let start_offset = offset(app.clone()).await;
    // Sign-in changes server state too (it issues a refresh token).
    let refused = app.token(&login_fields("admin", "password")).await;
    assert_names_the_session_header(&assert_problem(&refused, StatusCode::BAD_REQUEST));
    let token = app.in_session("fleet-1").access_token("admin").await;

    for default in [app.clone(), app.in_session("default")] {
        let answer = create_support_role(&default, &token).await;
        assert_names_the_session_header(&assert_problem(&answer, StatusCode::BAD_REQUEST));
        for (method, path) in [("POST", "/__mock/reset"), ("PUT", "/__mock/clock")] {
            let body = json!({"advanceSeconds": 60});
            let answer = default.anonymous().call(method, path, Some(&body)).await;
            assert_problem(&answer, StatusCode::BAD_REQUEST);
        }
    }
    let created = create_support_role(&app.in_session("fleet-1"), &token).await;
    assert_eq!(created.status, StatusCode::OK, "{}", created.text());

    // Reads of the default world still work, and it is as the seed made it.
    let roles = app.bearer(&token).get("/api/Account/roles/-1/-1").await;
    assert_eq!(roles.status, StatusCode::OK);
    assert_eq!(roles.json()["totalCount"], 4);
    assert_eq!(offset(app.clone()).await, start_offset);
}

#[tokio::test]
async fn without_the_option_the_default_world_takes_writes() {
    let app = TestApp::with_state(replica_state(false, None));
    let answer = app.token(&login_fields("admin", "password")).await;
    assert_eq!(answer.status, StatusCode::OK);
    let token = answer.json()["access_token"].as_str().unwrap().to_owned();
    let created = create_support_role(&app, &token).await;
    assert_eq!(created.status, StatusCode::OK, "{}", created.text());
}

#[tokio::test]
async fn replicas_sharing_a_token_secret_accept_each_others_tokens() {
    let first = TestApp::with_state(replica_state(true, Some("fleet")));
    let second = TestApp::with_state(replica_state(true, Some("fleet")));
    let stranger = TestApp::with_state(replica_state(true, None));
    let token = first.in_session("s").access_token("admin").await;
    let path = "/api/Account/roles/-1/-1";
    assert_eq!(second.bearer(&token).get(path).await.status, StatusCode::OK);
    assert_eq!(
        second.in_session("t").bearer(&token).get(path).await.status,
        StatusCode::OK
    );
    let refused = stranger.bearer(&token).get(path).await;
    assert_problem(&refused, StatusCode::UNAUTHORIZED);
}

/// Signs in within `session` through the balancer.
fn sign_in(cluster: &Cluster, session: &str) -> (String, usize) {
    let form = "grant_type=password&username=admin&password=password&client_id=brokerage.mobile";
    let reply = cluster.call(
        "POST",
        "/connect/token",
        &[("X-Mock-Session", session)],
        Some(form.as_bytes()),
    );
    assert_eq!(reply.status, 200, "{}", reply.text());
    let token = reply.json()["access_token"].as_str().unwrap().to_owned();
    (token, cluster.replica_of(&reply))
}

fn bearer(token: &str) -> String {
    format!("Bearer {token}")
}

#[test]
fn eight_sessions_read_their_writes_back_fifty_times_through_the_balancer() {
    let cluster = Cluster::start("affinity");
    // Four sessions on each replica: which replica a name lands on depends
    // on the (free, so random) ports, so the names are found by asking.
    let sessions = cluster.sessions_on_each_replica("fleet", 4);
    let served: Vec<usize> = std::thread::scope(|scope| {
        let workers: Vec<_> = sessions
            .iter()
            .enumerate()
            .map(|(index, session)| {
                let cluster = &cluster;
                scope.spawn(move || {
                    let (token, replica) = sign_in(cluster, session);
                    let auth = bearer(&token);
                    let headers = [
                        ("X-Mock-Session", session.as_str()),
                        ("Authorization", auth.as_str()),
                    ];
                    let name = format!("role of {session}");
                    let created = cluster.call(
                        "POST",
                        "/api/account/role",
                        &headers,
                        Some(role(&name).to_string().as_bytes()),
                    );
                    assert_eq!(created.status, 200, "{}", created.text());
                    assert_eq!(cluster.replica_of(&created), replica);
                    for read in 0..50 {
                        let roles = cluster.call("GET", "/api/Account/roles/-1/-1", &headers, None);
                        assert_eq!(roles.status, 200, "read {read} of {session}: {}", roles.text());
                        assert_eq!(cluster.replica_of(&roles), replica, "read {read} of {session}");
                        let names: Vec<Value> = roles.json()["data"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|r| r["name"].clone())
                            .collect();
                        assert!(
                            names.contains(&json!(name)),
                            "read {read} of {session} misses its role: {names:?}"
                        );
                        // Only its own role: the other sessions' writes stay in their worlds.
                        assert_eq!(names.len(), 5, "{names:?}");
                    }
                    // The control plane of the session, through the balancer.
                    let seconds = 60 * (index as i64 + 1);
                    let offset = || {
                        cluster.call("GET", "/__mock/clock", &headers, None).json()["offsetSeconds"]
                            .as_i64()
                            .unwrap()
                    };
                    let before = offset();
                    let advance = json!({"advanceSeconds": seconds}).to_string();
                    let moved = cluster.call("PUT", "/__mock/clock", &headers, Some(advance.as_bytes()));
                    assert_eq!(moved.status, 200, "{}", moved.text());
                    assert_eq!(offset() - before, seconds);
                    let journal = cluster
                        .call("GET", "/__mock/journal?kind=request", &headers, None)
                        .json();
                    let reads = journal["entries"].as_array().unwrap();
                    assert_eq!(reads.len(), 50, "the session's journal saw every read: {journal}");
                    replica
                })
            })
            .collect();
        workers.into_iter().map(|worker| worker.join().unwrap()).collect()
    });
    assert_eq!(
        served.iter().collect::<BTreeSet<_>>().len(),
        2,
        "both replicas served: {served:?}"
    );
}

#[test]
fn the_default_world_reads_byte_identical_through_either_replica() {
    let cluster = Cluster::start("default-world");
    let (token, _) = sign_in(&cluster, "reader");
    let auth = bearer(&token);
    let mut pages: BTreeMap<usize, Vec<u8>> = BTreeMap::new();
    // No session header: nginx spreads these round-robin.
    for _ in 0..6 {
        let page = cluster.call("GET", "/api/admin/transfers", &[("Authorization", &auth)], None);
        assert_eq!(page.status, 200, "{}", page.text());
        assert!(
            page.json()["data"]
                .as_array()
                .is_some_and(|rows| !rows.is_empty())
        );
        let replica = cluster.replica_of(&page);
        if let Some(seen) = pages.get(&replica) {
            assert!(
                seen == &page.body,
                "one replica answered the same page differently"
            );
        }
        pages.insert(replica, page.body);
    }
    assert_eq!(pages.len(), 2, "both replicas answered");
    let (first, second) = (&pages[&0], &pages[&1]);
    assert!(
        first == second,
        "the replicas' first pages differ:\n{}\n{}",
        String::from_utf8_lossy(first),
        String::from_utf8_lossy(second)
    );
}

#[test]
fn header_less_writes_are_refused_and_a_browser_gets_a_session_of_its_own() {
    let cluster = Cluster::start("header-less");
    let (token, _) = sign_in(&cluster, "writer");
    let auth = bearer(&token);
    let mut refused_by = BTreeSet::new();
    for _ in 0..4 {
        let refused = cluster.call(
            "POST",
            "/api/account/role",
            &[("Authorization", &auth)],
            Some(role("support").to_string().as_bytes()),
        );
        assert_eq!(refused.status, 400, "{}", refused.text());
        assert_eq!(refused.header("content-type"), Some("application/problem+json"));
        assert_names_the_session_header(&refused.json());
        refused_by.insert(cluster.replica_of(&refused));
    }
    assert_eq!(refused_by.len(), 2, "both replicas refuse");
    let form = b"grant_type=password&username=admin&password=password&client_id=brokerage.mobile";
    assert_eq!(
        cluster.call("POST", "/connect/token", &[], Some(form)).status,
        400
    );
    let named_default = [("Authorization", auth.as_str()), ("X-Mock-Session", "default")];
    assert_eq!(
        cluster
            .call(
                "POST",
                "/api/account/role",
                &named_default,
                Some(role("x").to_string().as_bytes())
            )
            .status,
        400
    );
    for _ in 0..2 {
        let roles = cluster.call(
            "GET",
            "/api/Account/roles/-1/-1",
            &[("Authorization", &auth)],
            None,
        );
        assert_eq!(roles.json()["totalCount"], 4, "the default world is unchanged");
    }

    // A browser cannot send the header: the balancer gives it a cookie.
    let first = cluster.call("GET", "/meta.json", &[], None);
    let cookie = first
        .header("set-cookie")
        .expect("a session cookie for a header-less caller");
    let pair = cookie.split(';').next().unwrap().to_owned();
    let id = pair.strip_prefix("mock_session=").unwrap().to_owned();
    assert!(
        id.starts_with("browser-") && cookie.contains("HttpOnly"),
        "{cookie}"
    );
    let with_cookie = [("Cookie", pair.as_str())];
    let signed_in = cluster.call("POST", "/connect/token", &with_cookie, Some(form));
    assert_eq!(signed_in.status, 200, "{}", signed_in.text());
    assert_eq!(
        signed_in.header("set-cookie"),
        None,
        "a browser keeps its session"
    );
    for _ in 0..4 {
        let session = cluster.call("GET", "/__mock/session", &with_cookie, None);
        assert_eq!(session.json()["id"], json!(id));
        assert_eq!(cluster.replica_of(&session), cluster.replica_of(&signed_in));
    }
    // The header wins over the cookie.
    let both = [("Cookie", pair.as_str()), ("X-Mock-Session", "explicit")];
    assert_eq!(
        cluster.call("GET", "/__mock/session", &both, None).json()["id"],
        "explicit"
    );
}

#[test]
fn a_session_whose_replica_restarts_starts_afresh_and_the_others_keep_theirs() {
    let mut cluster = Cluster::start("restart");
    let sessions = cluster.sessions_on_each_replica("restart", 1);
    let (kept, lost) = (&sessions[0], &sessions[1]);
    let (token, _) = sign_in(&cluster, kept);
    let auth = bearer(&token);
    let names_in = |cluster: &Cluster, session: &str| -> (usize, Vec<Value>) {
        let reply = cluster.call(
            "GET",
            "/api/Account/roles/-1/-1",
            &[("X-Mock-Session", session), ("Authorization", &auth)],
            None,
        );
        assert_eq!(reply.status, 200, "{}", reply.text());
        let names = reply.json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["name"].clone())
            .collect();
        (cluster.replica_of(&reply), names)
    };
    for session in [kept, lost] {
        let headers = [
            ("X-Mock-Session", session.as_str()),
            ("Authorization", auth.as_str()),
        ];
        let created = cluster.call(
            "POST",
            "/api/account/role",
            &headers,
            Some(role("kept").to_string().as_bytes()),
        );
        assert_eq!(created.status, 200, "{}", created.text());
    }

    cluster.stop_replica(1);
    // Its sessions move to the next replica on the ring, as new sessions;
    // the token still works there (one token secret).
    let (replica, names) = names_in(&cluster, lost);
    assert_eq!((replica, names.contains(&json!("kept"))), (0, false));
    assert!(names_in(&cluster, kept).1.contains(&json!("kept")));

    cluster.start_replica(1);
    // Once nginx tries the replica again (fail_timeout), the session is
    // back on it, fresh once more: its world died with the process.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let (replica, names) = names_in(&cluster, lost);
        if replica == 1 {
            assert!(!names.contains(&json!("kept")));
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the session never went back to its replica"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let (replica, names) = names_in(&cluster, kept);
    assert_eq!(
        (replica, names.contains(&json!("kept"))),
        (0, true),
        "the other replica's session is untouched"
    );
}

/// Two replicas and nginx on free loopback ports, stopped on drop.
mod balancer {
    use std::{
        io::{Read, Write},
        net::{TcpListener, TcpStream},
        path::PathBuf,
        process::{Child, Command, Stdio},
        time::{Duration, Instant},
    };

    use serde_json::Value;

    /// The replicas' clock start: replicas must share it to share a world.
    const NOW: &str = "2026-01-15T15:30:00Z";

    /// One answer, read whole (HTTP/1.0: no chunking, closed after).
    pub struct Reply {
        pub status: u16,
        headers: Vec<(String, String)>,
        pub body: Vec<u8>,
    }

    impl Reply {
        pub fn header(&self, name: &str) -> Option<&str> {
            self.headers
                .iter()
                .find(|(key, _)| key.eq_ignore_ascii_case(name))
                .map(|(_, value)| value.as_str())
        }

        pub fn text(&self) -> String {
            String::from_utf8_lossy(&self.body).into_owned()
        }

        pub fn json(&self) -> Value {
            serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text()))
        }
    }

    /// One HTTP/1.0 call; a JSON or form body gets its content type.
    pub fn request(
        port: u16,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: Option<&[u8]>,
    ) -> std::io::Result<Reply> {
        let mut stream = TcpStream::connect(("127.0.0.1", port))?;
        stream.set_read_timeout(Some(Duration::from_secs(30)))?;
        let mut head = format!("{method} {path} HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\n");
        for (name, value) in headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        if let Some(body) = body {
            let kind = if body.starts_with(b"{") {
                "application/json"
            } else {
                "application/x-www-form-urlencoded"
            };
            head.push_str(&format!(
                "Content-Type: {kind}\r\nContent-Length: {}\r\n",
                body.len()
            ));
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes())?;
        stream.write_all(body.unwrap_or_default())?;
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw)?;
        let split = raw
            .windows(4)
            .position(|window| window == b"\r\n\r\n")
            .ok_or_else(|| std::io::Error::other("no complete HTTP head"))?;
        let head = String::from_utf8_lossy(&raw[..split]).into_owned();
        let mut lines = head.split("\r\n");
        let status = lines
            .next()
            .and_then(|line| line.split_whitespace().nth(1))
            .and_then(|code| code.parse().ok())
            .ok_or_else(|| std::io::Error::other(format!("bad status line in {head}")))?;
        let headers = lines
            .filter_map(|line| line.split_once(':'))
            .map(|(name, value)| (name.trim().to_owned(), value.trim().to_owned()))
            .collect();
        Ok(Reply {
            status,
            headers,
            body: raw[split + 4..].to_vec(),
        })
    }

    /// Free loopback ports, found by binding port 0 (released just before use).
    fn free_ports(count: usize) -> Vec<u16> {
        let listeners: Vec<TcpListener> = (0..count)
            .map(|_| TcpListener::bind("127.0.0.1:0").unwrap())
            .collect();
        listeners.iter().map(|l| l.local_addr().unwrap().port()).collect()
    }

    fn wait_until_up(port: u16, what: &str, log: &PathBuf) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if request(port, "GET", "/meta.json", &[], None).is_ok_and(|reply| reply.status == 200) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!(
            "{what} on port {port} did not come up:\n{}",
            std::fs::read_to_string(log).unwrap_or_default()
        );
    }

    /// deploy/nginx.conf with its `listen` port and `server` lines rewritten,
    /// failing loudly if the file no longer has the lines this relies on.
    fn render_config(listen: u16, replicas: &[u16]) -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../deploy/nginx.conf");
        let text = std::fs::read_to_string(path).unwrap();
        let (mut listens, mut servers) = (0, 0);
        let lines: Vec<String> = text
            .lines()
            .map(|line| {
                let trimmed = line.trim_start();
                let indent = &line[..line.len() - trimmed.len()];
                if trimmed.starts_with("listen 127.0.0.1:") {
                    listens += 1;
                    format!("{indent}listen 127.0.0.1:{listen};")
                } else if let Some(rest) = trimmed.strip_prefix("server 127.0.0.1:") {
                    let options = rest.split_once(' ').map_or(";", |(_, options)| options);
                    let port = replicas[servers % replicas.len()];
                    servers += 1;
                    format!("{indent}server 127.0.0.1:{port} {options}")
                } else {
                    line.to_owned()
                }
            })
            .collect();
        assert_eq!(
            (listens, servers),
            (1, replicas.len()),
            "deploy/nginx.conf: one listen line and one server line per replica"
        );
        lines.join("\n")
    }

    fn nginx_binary() -> &'static str {
        if std::path::Path::new("/usr/sbin/nginx").exists() {
            "/usr/sbin/nginx"
        } else {
            "nginx"
        }
    }

    pub struct Cluster {
        dir: PathBuf,
        port: u16,
        nginx: Child,
        replicas: Vec<(u16, Option<Child>)>,
    }

    impl Cluster {
        pub fn start(name: &str) -> Self {
            let dir = std::env::temp_dir().join(format!("mock-scale-out-{}-{name}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            let ports = free_ports(3);
            let config = dir.join("nginx.conf");
            std::fs::write(&config, render_config(ports[0], &ports[1..])).unwrap();
            let mut cluster = Cluster {
                nginx: Command::new(nginx_binary())
                    .arg("-p")
                    .arg(&dir)
                    .arg("-c")
                    .arg(&config)
                    .args(["-e", "stderr"])
                    .stdout(Stdio::null())
                    .stderr(std::fs::File::create(dir.join("nginx.log")).unwrap())
                    .spawn()
                    .unwrap_or_else(|e| {
                        panic!("cannot run nginx ({e}): `make nginx` installs Debian's package")
                    }),
                dir,
                port: ports[0],
                replicas: ports[1..].iter().map(|&port| (port, None)).collect(),
            };
            for index in 0..cluster.replicas.len() {
                cluster.start_replica(index);
            }
            wait_until_up(cluster.port, "nginx", &cluster.dir.join("nginx.log"));
            cluster
        }

        pub fn start_replica(&mut self, index: usize) {
            let port = self.replicas[index].0;
            let log = self.dir.join(format!("replica-{index}.log"));
            let child = Command::new(env!("CARGO_BIN_EXE_mock-server"))
                .args([
                    "serve",
                    "--scale",
                    "small",
                    "--now",
                    NOW,
                    "--require-session-for-writes",
                ])
                .args(["--token-secret", "scale-out-test", "--port", &port.to_string()])
                .arg("--ui-dir")
                .arg(self.dir.join("no-console"))
                .env("RUST_LOG", "warn")
                .stdout(Stdio::null())
                .stderr(std::fs::File::create(&log).unwrap())
                .spawn()
                .unwrap();
            self.replicas[index].1 = Some(child);
            wait_until_up(port, "a replica", &log);
        }

        pub fn stop_replica(&mut self, index: usize) {
            if let Some(mut child) = self.replicas[index].1.take() {
                let _ = child.kill();
                let _ = child.wait();
            }
        }

        pub fn call(&self, method: &str, path: &str, headers: &[(&str, &str)], body: Option<&[u8]>) -> Reply {
            request(self.port, method, path, headers, body)
                .unwrap_or_else(|e| panic!("{method} {path} through the balancer: {e}"))
        }

        /// Which replica answered, from the balancer's `X-Mock-Replica`
        /// (the last address, when it tried a dead one first).
        pub fn replica_of(&self, reply: &Reply) -> usize {
            let address = reply.header("x-mock-replica").unwrap_or_default();
            let last = address.rsplit(", ").next().unwrap_or_default();
            self.replicas
                .iter()
                .position(|(port, _)| last == format!("127.0.0.1:{port}"))
                .unwrap_or_else(|| panic!("X-Mock-Replica `{address}` names no replica"))
        }

        /// `per_replica` session names for each replica, in replica order.
        pub fn sessions_on_each_replica(&self, prefix: &str, per_replica: usize) -> Vec<String> {
            let mut found: Vec<Vec<String>> = vec![Vec::new(); self.replicas.len()];
            for n in 0..500 {
                let name = format!("{prefix}-{n}");
                let reply = self.call("GET", "/__mock/session", &[("X-Mock-Session", &name)], None);
                let list = &mut found[self.replica_of(&reply)];
                if list.len() < per_replica {
                    list.push(name);
                }
                if found.iter().all(|list| list.len() == per_replica) {
                    return found.concat();
                }
            }
            panic!("500 session names never filled every replica: is the hash on X-Mock-Session?");
        }
    }

    impl Drop for Cluster {
        fn drop(&mut self) {
            // TERM, not KILL: nginx's master then stops its workers too.
            let _ = Command::new("kill")
                .args(["-TERM", &self.nginx.id().to_string()])
                .status();
            let _ = self.nginx.wait();
            for index in 0..self.replicas.len() {
                self.stop_replica(index);
            }
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}
