//! A short run of the load test (examples/load.rs): games played at once
//! over WebSocket, no move lost or duplicated (views, replays, and every
//! game rebuilt from the database after the run).

#[allow(dead_code)]
#[path = "../examples/load.rs"]
mod load;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_load_run_loses_no_move() {
    let report = load::run(load::LoadArgs { games: 12, seconds: 4.0, players: 2, url: None }).await;
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert!(report.games >= 12);
    assert!(report.moves > 0);
    assert!(report.p50_us <= report.p99_us);
}
