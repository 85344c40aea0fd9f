//! The HTTP and WebSocket routes, the limits on them and the request log.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use tokio::net::TcpListener;

use crate::limits::{Bucket, Limits, PerAddress};
use crate::lobby::{Lobby, Table};
use crate::{ApiError, CreateGame, MoveRequest, SeatView, ServerMessage};

/// How the server runs: its limits, and the page's files.
///
/// ```
/// let o = arcs_server::Options::default();
/// assert!(o.site.is_none());
/// ```
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Size and rate limits.
    pub limits: Limits,
    /// A directory served on every path that is not the API's (the page,
    /// built by scripts/build-web.sh).
    pub site: Option<PathBuf>,
}

#[derive(Clone)]
struct AppState {
    lobby: Arc<Lobby>,
    limits: Arc<Limits>,
    per_address: Arc<PerAddress>,
}

type Shared = State<AppState>;

/// `?token=` of the seat routes and `?log_from=` of the views.
#[derive(Debug, Default, Deserialize)]
struct ViewQuery {
    #[serde(default)]
    token: String,
    #[serde(default)]
    log_from: usize,
}

fn bad_path(r: PathRejection) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, r.body_text())
}

fn bad_query(r: QueryRejection) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, r.body_text())
}

fn bad_body(r: JsonRejection) -> ApiError {
    let status = if r.status() == StatusCode::PAYLOAD_TOO_LARGE { r.status() } else { StatusCode::BAD_REQUEST };
    ApiError::new(status, r.body_text())
}

async fn create_game(State(s): Shared, body: Result<Json<CreateGame>, JsonRejection>) -> Result<Response, ApiError> {
    let Json(req) = body.map_err(bad_body)?;
    Ok((StatusCode::CREATED, Json(s.lobby.create(&req)?)).into_response())
}

async fn public_view(
    State(s): Shared,
    id: Result<Path<u64>, PathRejection>,
    q: Result<Query<ViewQuery>, QueryRejection>,
) -> Result<Json<SeatView>, ApiError> {
    let Path(id) = id.map_err(bad_path)?;
    let Query(q) = q.map_err(bad_query)?;
    s.lobby.public_view(id, q.log_from).map(Json)
}

async fn seat_view(
    State(s): Shared,
    p: Result<Path<(u64, usize)>, PathRejection>,
    q: Result<Query<ViewQuery>, QueryRejection>,
) -> Result<Json<SeatView>, ApiError> {
    let Path((id, seat)) = p.map_err(bad_path)?;
    let Query(q) = q.map_err(bad_query)?;
    s.lobby.seat_view(id, seat, &q.token, q.log_from).map(Json)
}

async fn play(
    State(s): Shared,
    p: Result<Path<(u64, usize)>, PathRejection>,
    q: Result<Query<ViewQuery>, QueryRejection>,
    body: Result<Json<MoveRequest>, JsonRejection>,
) -> Result<Json<SeatView>, ApiError> {
    let Path((id, seat)) = p.map_err(bad_path)?;
    let Query(q) = q.map_err(bad_query)?;
    let table = s.lobby.seat(id, seat, &q.token)?;
    let Json(req) = body.map_err(bad_body)?;
    let view = s.lobby.play_at(&table, seat, &req.r#move, Some(q.log_from))?;
    Ok(Json(view.expect("a view was asked for")))
}

async fn replay(State(s): Shared, id: Result<Path<u64>, PathRejection>) -> Result<Response, ApiError> {
    let Path(id) = id.map_err(bad_path)?;
    let bytes = s.lobby.replay(id)?;
    let disposition = format!("attachment; filename=\"arcs-game-{id}.arcsreplay\"");
    Ok(([(header::CONTENT_TYPE, "application/octet-stream".to_string()), (header::CONTENT_DISPOSITION, disposition)], bytes)
        .into_response())
}

async fn healthz(State(s): Shared) -> Json<serde_json::Value> {
    Json(serde_json::json!({
        "status": "ok",
        "games": s.lobby.live_games(),
        "unavailable": s.lobby.unavailable_games().len(),
        "version": arcs::library_version(),
    }))
}

/// `GET /online.json`: the page asks this path whether a server hosts it
/// (web/online.mjs). The site's own file, as built, says `{"server": false}`
/// (a static host serves that, and the page plays offline); this server
/// answers it itself, so the page shows its Online tab.
async fn online() -> Json<serde_json::Value> {
    Json(serde_json::json!({ "server": true, "version": arcs::library_version() }))
}

async fn seat_socket(
    State(s): Shared,
    p: Result<Path<(u64, usize)>, PathRejection>,
    q: Result<Query<ViewQuery>, QueryRejection>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let Path((id, seat)) = p.map_err(bad_path)?;
    let Query(q) = q.map_err(bad_query)?;
    // Check the token before upgrading: a refused seat gets an HTTP error.
    let table = s.lobby.seat(id, seat, &q.token)?;
    Ok(socket(upgrade, &s.limits).on_upgrade(move |ws| run_socket(ws, s, table, Some(seat))))
}

async fn spectator_socket(
    State(s): Shared,
    id: Result<Path<u64>, PathRejection>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let Path(id) = id.map_err(bad_path)?;
    let table = s.lobby.table(id)?;
    Ok(socket(upgrade, &s.limits).on_upgrade(move |ws| run_socket(ws, s, table, None)))
}

fn socket(upgrade: WebSocketUpgrade, limits: &Limits) -> WebSocketUpgrade {
    upgrade.max_message_size(limits.ws_message_bytes).max_frame_size(limits.ws_message_bytes)
}

fn text_frame(msg: &ServerMessage) -> Message {
    Message::Text(serde_json::to_string(msg).expect("views serialize").into())
}

fn error_frame(error: impl Into<String>) -> Message {
    text_frame(&ServerMessage::Error { error: error.into() })
}

/// A WebSocket of a seat (or a spectator, `seat` None): the view now and
/// after every change, each holding the log entries not sent yet; each
/// text frame from a seat is a [`MoveRequest`]. Too many messages: an
/// error, and the socket is closed.
async fn run_socket(mut ws: WebSocket, s: AppState, table: Arc<Table>, seat: Option<usize>) {
    let mut changes = table.changed.subscribe();
    changes.mark_changed();
    let mut bucket = Bucket::new(s.limits.ws_burst);
    // Moves played in the last view sent: a change noticed after its view
    // was already sent is not sent twice. Log entries sent so far.
    let mut sent: Option<usize> = None;
    let mut sent_log = 0;
    loop {
        tokio::select! {
            changed = changes.changed() => {
                if changed.is_err() {
                    break;
                }
                let msg = match table.view(seat, sent_log) {
                    Ok(view) if sent == Some(view.moves_played) => continue,
                    Ok(view) => {
                        sent = Some(view.moves_played);
                        sent_log = view.log_start + view.log.len();
                        ServerMessage::View { view: Box::new(view) }
                    }
                    Err(e) => ServerMessage::Error { error: e.message },
                };
                if ws.send(text_frame(&msg)).await.is_err() {
                    break;
                }
            }
            incoming = ws.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => Some(text),
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => continue, // pings are answered by axum
                };
                if !bucket.take(s.limits.ws_burst, s.limits.ws_per_second) {
                    tracing::warn!(game = table_id(&table), seat, "websocket rate limited: closed");
                    let _ = ws.send(error_frame("rate limited: too many messages; closing")).await;
                    break;
                }
                let outcome = match (seat, text) {
                    (None, _) => Err(ApiError::new(StatusCode::FORBIDDEN, "a spectator sends no moves")),
                    (Some(_), None) => Err(ApiError::new(StatusCode::BAD_REQUEST, "expected a text frame {\"move\": \"...\"}")),
                    (Some(seat), Some(text)) => serde_json::from_str::<MoveRequest>(text.as_str())
                        .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, format!("expected {{\"move\": \"...\"}}: {e}")))
                        .and_then(|req| s.lobby.play_at(&table, seat, &req.r#move, None)),
                };
                // A played move reaches this socket through `changes`.
                if let Err(e) = outcome {
                    if ws.send(error_frame(e.message)).await.is_err() {
                        break;
                    }
                }
            }
        }
    }
}

fn table_id(table: &Table) -> u64 {
    table.id()
}

/// Rate limit per client address (429), then one log line per request:
/// method, path (never the query: it holds tokens), status, latency.
async fn observe(State(s): Shared, req: Request, next: Next) -> Response {
    let start = Instant::now();
    let addr = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let response = if s.per_address.allow(addr, &s.limits) {
        next.run(req).await
    } else {
        ApiError::new(StatusCode::TOO_MANY_REQUESTS, "rate limited: too many requests").into_response()
    };
    tracing::info!(%method, %path, status = response.status().as_u16(),
        latency_us = start.elapsed().as_micros() as u64, "request");
    response
}

async fn no_route() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "no such path")
}

/// The server's routes over `lobby` with the default [`Options`] (see the
/// crate documentation).
///
/// ```
/// let app: axum::Router = arcs_server::router(arcs_server::Lobby::in_memory());
/// # let _ = app;
/// ```
pub fn router(lobby: Arc<Lobby>) -> Router {
    router_with(lobby, Options::default())
}

/// The server's routes over `lobby` with `options`: the API, the page's
/// files on every other path when `options.site` is set, the limits.
///
/// ```
/// let options = arcs_server::Options { site: Some("build-web/site".into()), ..Default::default() };
/// let app: axum::Router = arcs_server::router_with(arcs_server::Lobby::in_memory(), options);
/// # let _ = app;
/// ```
pub fn router_with(lobby: Arc<Lobby>, options: Options) -> Router {
    let state = AppState {
        lobby,
        limits: Arc::new(options.limits.clone()),
        per_address: Arc::new(PerAddress::default()),
    };
    let api = Router::new()
        .route("/healthz", get(healthz))
        .route("/online.json", get(online))
        .route("/games", post(create_game))
        .route("/games/{id}", get(public_view))
        .route("/games/{id}/ws", get(spectator_socket))
        .route("/games/{id}/replay", get(replay))
        .route("/games/{id}/seats/{seat}", get(seat_view))
        .route("/games/{id}/seats/{seat}/moves", post(play))
        .route("/games/{id}/seats/{seat}/ws", get(seat_socket));
    let api = match options.site {
        Some(site) => api.fallback_service(tower_http::services::ServeDir::new(site)),
        None => api.fallback(no_route),
    };
    api.layer(DefaultBodyLimit::max(options.limits.body_bytes))
        .layer(middleware::from_fn_with_state(state.clone(), observe))
        .with_state(state)
}

/// Serve `lobby` on `listener` with the default [`Options`] until the
/// task is dropped or fails.
///
/// ```no_run
/// # async fn run() -> std::io::Result<()> {
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
/// arcs_server::serve(listener, arcs_server::Lobby::in_memory()).await
/// # }
/// ```
pub async fn serve(listener: TcpListener, lobby: Arc<Lobby>) -> std::io::Result<()> {
    serve_with(listener, lobby, Options::default()).await
}

/// Serve `lobby` on `listener` with `options` (client addresses known to
/// the rate limit).
pub async fn serve_with(listener: TcpListener, lobby: Arc<Lobby>, options: Options) -> std::io::Result<()> {
    let app = router_with(lobby, options);
    axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>()).await
}
