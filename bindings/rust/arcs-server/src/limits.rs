//! Size and rate limits: token buckets per client address (HTTP) and per
//! WebSocket.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

/// The server's limits on what clients send.
///
/// ```
/// let l = arcs_server::Limits::default();
/// assert_eq!(l.body_bytes, 16 * 1024);
/// assert!(l.http_per_second > 0.0 && l.ws_per_second > 0.0);
/// ```
#[derive(Debug, Clone)]
pub struct Limits {
    /// Largest request body (JSON), in bytes: larger gets 413.
    pub body_bytes: usize,
    /// Largest WebSocket message or frame from a client, in bytes: larger
    /// closes the socket.
    pub ws_message_bytes: usize,
    /// Requests one client address may make at once (the bucket's size).
    pub http_burst: u32,
    /// Requests per second one client address may make in the long run;
    /// more get 429.
    pub http_per_second: f64,
    /// Messages a WebSocket may send at once.
    pub ws_burst: u32,
    /// Messages per second a WebSocket may send in the long run; more get
    /// an error message and the socket is closed.
    pub ws_per_second: f64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            body_bytes: 16 * 1024,
            ws_message_bytes: 16 * 1024,
            http_burst: 400,
            http_per_second: 100.0,
            ws_burst: 60,
            ws_per_second: 30.0,
        }
    }
}

/// A token bucket: `burst` tokens, refilled at `rate` per second.
#[derive(Debug, Clone)]
pub(crate) struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub fn new(burst: u32) -> Bucket {
        Bucket { tokens: f64::from(burst), last: Instant::now() }
    }

    /// Take one token if there is one.
    pub fn take(&mut self, burst: u32, rate: f64) -> bool {
        let now = Instant::now();
        let elapsed = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * rate).min(f64::from(burst));
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One bucket per client address.
#[derive(Debug, Default)]
pub(crate) struct PerAddress {
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

/// Addresses remembered before the full buckets are forgotten.
const MAX_ADDRESSES: usize = 10_000;

impl PerAddress {
    /// Whether `addr` may make one more request now.
    pub fn allow(&self, addr: IpAddr, limits: &Limits) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= MAX_ADDRESSES && !buckets.contains_key(&addr) {
            // Forget the addresses whose bucket has refilled.
            let full = f64::from(limits.http_burst);
            let secs = full / limits.http_per_second.max(f64::MIN_POSITIVE);
            buckets.retain(|_, b| b.last.elapsed().as_secs_f64() < secs && b.tokens < full);
        }
        buckets
            .entry(addr)
            .or_insert_with(|| Bucket::new(limits.http_burst))
            .take(limits.http_burst, limits.http_per_second)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_empties_then_refills() {
        let mut b = Bucket::new(2);
        assert!(b.take(2, 1000.0));
        assert!(b.take(2, 1000.0));
        b.tokens = 0.0;
        b.last = Instant::now();
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert!(b.take(2, 1000.0));
        let mut slow = Bucket::new(1);
        assert!(slow.take(1, 0.001));
        assert!(!slow.take(1, 0.001));
    }
}
