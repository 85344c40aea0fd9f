//! Conversions between the safe crate's types and the plain value tree
//! (`tree::Value`) that becomes Godot Dictionaries and Arrays. No Godot type
//! here: everything is unit-tested without an engine.
//!
//! Players are 0-based as everywhere in the API (show them as 1..players);
//! cards appear by name and index, resources and ambitions by name.

use arcs::data;
use arcs::{Decider, Game, GameBuilder, Move, View, Viewer};

use crate::tree::{MapBuilder, Value};

/// `ARCS_NONE` and `ARCS_CARD_HIDDEN` of `include/arcs/arcs.h`.
const NONE: i32 = -1;
const HIDDEN: i32 = -2;

/// An optional index: `ARCS_NONE` becomes nil.
fn opt(i: i32) -> Value {
    if i == NONE {
        Value::Nil
    } else {
        Value::Int(i64::from(i))
    }
}

/// An action card by name ("Aggression-4"), "hidden" for a face-down card
/// the viewer may not see, nil for none.
fn action_card_name(card: i32) -> Value {
    match card {
        HIDDEN => Value::from("hidden"),
        c if c < 0 => Value::Nil,
        c => data::action_card(c as usize).map_or(Value::Nil, |a| Value::from(a.name)),
    }
}

/// A card of the card list as {index, name}.
fn card_ref(index: i32) -> Value {
    match data::card(index as usize) {
        Ok(c) if index >= 0 => MapBuilder::new().put("index", c.index).put("name", c.name).build(),
        _ => Value::Nil,
    }
}

/// A card the viewer may not see (a Fate): "hidden", else as [`card_ref`].
fn secret_card(index: i32) -> Value {
    if index == HIDDEN {
        Value::from("hidden")
    } else {
        card_ref(index)
    }
}

/// Cards as a list of {index, name}.
fn card_refs(cards: &[i32]) -> Value {
    Value::List(cards.iter().map(|&c| card_ref(c)).collect())
}

/// `ArcsGame.fate(player, viewer)`: the Fate card `player` kept, as
/// `viewer` may know it (`arcs_fate`; Campaign rulebook, Act I Setup, Set
/// Up Players B: chosen secretly, revealed once everyone chose): null
/// before the player chose, "hidden" while it is secret to the viewer,
/// else {index, name}. `viewer`: -1 the public view (what a spectator
/// knows: as any Rival), or a seat 0..players-1.
/// Errors: `InvalidArgument` for another mode, a player or viewer not in
/// the game.
pub fn fate_value(game: &Game, player: i64, viewer: i64) -> Result<Value, arcs::Error> {
    let n = game.num_players();
    let bad = |what: &str, i: i64| arcs::Error::InvalidArgument(format!("fate: {what} {i} of a {n}-player game"));
    let p = usize::try_from(player).ok().filter(|&p| p < n).ok_or_else(|| bad("player", player))?;
    let seat = match viewer {
        // Hidden from the public exactly as from any Rival (every seat
        // other than the player's).
        -1 => (p + 1) % n,
        v => usize::try_from(v).ok().filter(|&v| v < n).ok_or_else(|| bad("viewer", v))?,
    };
    Ok(match game.fate(p, Some(seat))? {
        None => Value::Nil,
        Some(arcs::Fate::Hidden) => Value::from("hidden"),
        Some(arcs::Fate::Card(c)) => card_ref(c as i32),
    })
}

/// `ArcsGame.record_info(bytes)`: what a campaign record holds
/// ([`arcs::RecordInfo::read`]: checked as `new_game` does): a Dictionary
/// `completed_act` (1 or 2), `next_act` (2 or 3), `players`, `fates` (each
/// seat's Fate for the next Act, {index, name}).
pub fn record_info_value(record: &[u8]) -> Result<Value, arcs::Error> {
    let info = arcs::RecordInfo::read(record)?;
    Ok(MapBuilder::new()
        .put("completed_act", info.completed_act as i64)
        .put("next_act", info.next_act as i64)
        .put("players", info.players as i64)
        .put("fates", Value::List(info.fates.iter().map(|&f| card_ref(f as i32)).collect()))
        .build())
}

/// The viewer of `view(viewer)`: -1 the public view, 0..players-1 a seat.
pub fn viewer_from_int(viewer: i64) -> Result<Viewer, String> {
    match viewer {
        -1 => Ok(Viewer::Public),
        p if (0..4).contains(&p) => Ok(Viewer::Player(p as usize)),
        p => Err(format!("viewer {p}: expected -1 (public) or a player 0..3")),
    }
}

/// Who decides: a player 0..3, -2 chance, -1 nobody (the game is over), as
/// `arcs_current_player`.
pub fn decider_to_int(d: Decider) -> i64 {
    match d {
        Decider::Player(p) => p as i64,
        Decider::Chance => -2,
        Decider::Nobody => -1,
    }
}

/// A move as a Dictionary: `text` (the stable text form, docs/move-text.md),
/// `label` (plain language, for the deciding player), `kind` (the text
/// form's verb, e.g. "lead"), `kind_id` (`arcs_move_kind`), `player` (0..3,
/// -2 chance) and `arguments` (a, b, c, d as at `arcs_move_kind`).
pub fn move_to_value(m: Move, label: &str) -> Value {
    let text = m.to_string();
    let kind = text.split_whitespace().nth(1).unwrap_or("").to_string();
    let raw = m.into_raw();
    MapBuilder::new()
        .put("text", text)
        .put("label", label)
        .put("kind", kind)
        .put("kind_id", u32::from(raw.kind))
        .put("player", decider_to_int(m.player()))
        .put("arguments", vec![u32::from(raw.a), u32::from(raw.b), u32::from(raw.c), u32::from(raw.d)])
        .build()
}

/// A move from a move Dictionary (as `legal_moves()` gives) or its text.
/// `text` wins when present; otherwise `kind_id`, `player` and `arguments`
/// make the raw move. Legality is checked by `apply`, not here.
pub fn move_from_value(v: &Value) -> Result<Move, String> {
    if let Some(text) = v.as_str().or_else(|| v.get("text").and_then(Value::as_str)) {
        return text.parse::<Move>().map_err(|e| format!("move {text:?}: {e}"));
    }
    if !matches!(v, Value::Map(_)) {
        return Err("move: expected a move Dictionary or its text".into());
    }
    let byte = |name: &str, x: Option<i64>| -> Result<u8, String> {
        let x = x.ok_or_else(|| format!("move: `{name}` missing or not an int"))?;
        u8::try_from(x).map_err(|_| format!("move: `{name}` = {x} out of range 0..255"))
    };
    let kind = byte("kind_id", v.get("kind_id").and_then(Value::as_int))?;
    let player = match v.get("player").and_then(Value::as_int) {
        Some(-2) => arcs::sys::ARCS_PLAYER_CHANCE_ID as u8,
        p => byte("player", p)?,
    };
    let args = v.get("arguments").and_then(Value::as_list).unwrap_or(&[]);
    if args.len() > 4 {
        return Err(format!("move: {} arguments, at most 4", args.len()));
    }
    let mut abcd = [0u8; 4];
    for (i, a) in args.iter().enumerate() {
        abcd[i] = byte("arguments", a.as_int())?;
    }
    // e, f (a card choice's third and fourth bytes) stay 0: give the text
    // for such moves.
    let raw = arcs::sys::arcs_move { kind, player, a: abcd[0], b: abcd[1], c: abcd[2], d: abcd[3], ..Default::default() };
    Ok(Move::from_raw(raw))
}

/// The legal moves now, each as `move_to_value`, labelled for the decider.
pub fn legal_moves_value(game: &Game) -> Value {
    let moves: Vec<Value> = game
        .legal_moves()
        .iter()
        .map(|&m| move_to_value(m, &game.move_label(m).unwrap_or_default()))
        .collect();
    Value::List(moves)
}

/// The new-game configuration Dictionary: `players` (2..4, default 2),
/// `seed` (int, default 0), `setup` (a setup card name such as
/// "2p Frontiers", optional), `first_player` (optional), `chance`
/// ("internal" default, or "explicit"), `mode` ("base" default,
/// "leaders-lore": Leaders & Lore with its draft, or "campaign": the
/// Blighted Reach campaign, Act I), `lore_each` (Leaders & Lore: lore
/// cards each player drafts, 1 default or 2), `allow_incomplete` (bool:
/// deprecated, ignored: every mode is complete), `summit_deal_limit` (the campaign: deals per Summit, 0
/// default for no limit, 1..254 at most that many, -1 no Negotiations),
/// `last_act` (the campaign: the last Act played, 0 default for all three,
/// 1..3: the game stops at that Act's boundary), `record` (the campaign:
/// start the next Act from a campaign record, a PackedByteArray holding
/// the binary or JSON form, or a String of JSON; `players` must equal the
/// record's). Unknown keys are an error.
pub fn builder_from_value(config: &Value) -> Result<GameBuilder, String> {
    let Value::Map(entries) = config else {
        return Err("config: expected a Dictionary".into());
    };
    let mut b = Game::builder().players(2);
    for (key, v) in entries {
        let int = || v.as_int().ok_or_else(|| format!("config: `{key}` must be an int"));
        let non_negative = || {
            let i = int()?;
            usize::try_from(i).map_err(|_| format!("config: `{key}` = {i} must not be negative"))
        };
        b = match key.as_str() {
            "players" => b.players(non_negative()?),
            "seed" => b.seed(int()? as u64),
            "first_player" => b.first_player(non_negative()?),
            "setup" => b.setup(v.as_str().ok_or("config: `setup` must be a String")?),
            "chance" => match v.as_str() {
                Some("internal") => b.chance(arcs::Chance::Internal),
                Some("explicit") => b.chance(arcs::Chance::Explicit),
                _ => return Err("config: `chance` must be \"internal\" or \"explicit\"".into()),
            },
            "mode" => match v.as_str() {
                Some("base") => b.mode(arcs::Mode::Base),
                Some("leaders-lore") => b.mode(arcs::Mode::LeadersLore),
                Some("campaign") => b.mode(arcs::Mode::Campaign),
                _ => return Err("config: `mode` must be \"base\", \"leaders-lore\" or \"campaign\"".into()),
            },
            "lore_each" => b.lore_each(u32::try_from(non_negative()?).map_err(|_| "config: `lore_each` too large")?),
            // Deprecated in arcs.h (arcs_config.allow_incomplete) and in the
            // arcs crate: still accepted as a bool, ignored.
            "allow_incomplete" => match v {
                Value::Bool(_) => b,
                _ => return Err("config: `allow_incomplete` must be a bool".into()),
            },
            "summit_deal_limit" => b.summit_deals(match int()? {
                0 => arcs::SummitDeals::Unlimited,
                -1 => arcs::SummitDeals::NoNegotiations,
                n @ 1..=254 => arcs::SummitDeals::AtMost(n as u32),
                n => return Err(format!("config: `summit_deal_limit` = {n} must be -1, 0 or 1..254")),
            }),
            "last_act" => b.last_act(u32::try_from(non_negative()?).map_err(|_| "config: `last_act` too large")?),
            "record" => match v {
                Value::Bytes(bytes) => b.record(bytes.clone()),
                Value::Str(json) => b.record(json.clone().into_bytes()),
                _ => return Err("config: `record` must be a PackedByteArray or a String (JSON)".into()),
            },
            other => {
                return Err(format!(
                    "config: unknown key `{other}` (players, seed, setup, first_player, chance, mode, lore_each, \
                     allow_incomplete, summit_deal_limit, last_act, record)"
                ))
            }
        };
    }
    Ok(b)
}

/// A system's printed facts: index, name ("3-hex"), cluster (1..6), kind
/// (gate, arrow, crescent, hex), planet (its resource, nil for a gate).
fn system_entries(info: &data::System) -> MapBuilder {
    MapBuilder::new()
        .put("index", info.system)
        .put("name", info.name)
        .put("cluster", info.cluster)
        .put("kind", ["gate", "arrow", "crescent", "hex"][info.kind as usize & 3])
        .put("planet", info.planet_type.map(data::resource_name))
}

fn system_value(view: &View, s: usize) -> Value {
    let sys = &view.systems[s];
    let info = data::system(s).expect("system index in range");
    let players = view.players as usize;
    let ships: Vec<Value> = (0..players)
        .filter(|&p| sys.fresh[p] + sys.damaged[p] > 0)
        .map(|p| MapBuilder::new().put("player", p).put("fresh", sys.fresh[p]).put("damaged", sys.damaged[p]).build())
        .collect();
    let buildings: Vec<Value> = sys.buildings[..sys.building_slots.clamp(0, 4) as usize]
        .iter()
        .enumerate()
        .map(|(slot, b)| {
            let kind = match b.kind {
                arcs::sys::ARCS_BUILDING_CITY => "city",
                arcs::sys::ARCS_BUILDING_STARPORT => "starport",
                _ => "",
            };
            MapBuilder::new()
                .put("slot", slot)
                .put("owner", opt(b.owner))
                .put("kind", kind)
                .put("damaged", b.damaged != 0)
                .build()
        })
        .collect();
    system_entries(&info)
        .put("in_play", sys.in_play != 0)
        .put("controller", opt(sys.controller))
        .put("ships", ships)
        .put("buildings", buildings)
        .build()
}

fn player_value(view: &View, p: usize) -> Value {
    let pl = &view.players()[p];
    let resources: Vec<Value> = pl.resources[..pl.resource_slots.clamp(0, 8) as usize]
        .iter()
        .map(|&r| match r {
            -1 => Value::from(""),
            -2 => Value::from("covered"),
            r => Value::from(data::resource_name(r as usize)),
        })
        .collect();
    let hand = view.hand(p).map(|h| Value::List(h.iter().map(|&c| action_card_name(c)).collect()));
    let guild: Vec<Value> = view.guild(p).iter().map(|&c| card_ref(c)).collect();
    let n = view.players as usize;
    let per_owner = |a: &[i32]| Value::from(&a[..n]);
    let play_mode =
        ["", "lead", "surpass", "copy", "pivot", "skipped", "event"].get(pl.play_mode as usize).copied().unwrap_or("");
    let title = ["", "regent", "outlaw"].get(pl.title as usize).copied().unwrap_or("");
    let ambitions = (0..5).map(|a| (data::ambition_name(a).to_string(), Value::from(pl.ambition[a]))).collect();
    MapBuilder::new()
        .put("index", p)
        .put("power", pl.power)
        .put("resources", resources)
        .put("outrage", Value::from(&pl.outrage[..]))
        .put("captives", per_owner(&pl.captives))
        .put("captive_ships", Value::from(&pl.captive_ships[..]))
        .put("trophy_ships", per_owner(&pl.trophy_ships))
        .put("trophy_cities", per_owner(&pl.trophy_cities))
        .put("trophy_starports", per_owner(&pl.trophy_starports))
        .put("trophy_agents", per_owner(&pl.trophy_agents))
        .put("guild", Value::List(guild))
        .put("ships_supply", pl.ships_supply)
        .put("agents_supply", pl.agents_supply)
        .put("starports_supply", pl.starports_supply)
        .put("cities_supply", pl.cities_on_board)
        .put("hand_count", pl.hand_count)
        .put("hand", hand)
        .put("played", action_card_name(pl.played))
        .put("play_mode", play_mode)
        .put("seize_card", action_card_name(pl.seize_card))
        .put("holds_initiative", pl.holds_initiative != 0)
        .put("ambition_counts", Value::Map(ambitions))
        // Leaders & Lore: the play area, face up ({index, name} cards).
        .put("leader", card_ref(pl.leader))
        .put("lore", card_refs(&pl.lore[..pl.lore_count.clamp(0, 16) as usize]))
        .put("play_area", card_refs(&pl.play_area[..pl.play_area_count.clamp(0, 16) as usize]))
        // The campaign: the title (public) and the Fates, {index, name} when
        // the viewer may see them, "hidden" when not, nil for none.
        .put("title", title)
        .put("first_regent", pl.first_regent != 0)
        .put("fate_dealt", Value::List(pl.fate_dealt.iter().filter(|&&c| c != NONE).map(|&c| secret_card(c)).collect()))
        .put("fate", secret_card(pl.fate))
        .build()
}

/// The Leaders & Lore draft: nil outside it (base game, or all picks made),
/// else `lore_each`, `picks`, `picks_total` and the rows `leaders` and
/// `lore` ({index, name} per place, nil for a card taken or not drawn).
fn draft_value(view: &View) -> Value {
    let d = &view.draft;
    if d.active == 0 {
        return Value::Nil;
    }
    let places = |from: i32, n: i32| -> Value {
        Value::List((from..from + n).map(|i| card_ref(d.row[i.clamp(0, 15) as usize])).collect())
    };
    MapBuilder::new()
        .put("lore_each", d.lore_each)
        .put("picks", d.picks)
        .put("picks_total", d.picks_total)
        .put("leaders", places(0, d.leader_places))
        .put("lore", places(d.leader_places, d.lore_places))
        .build()
}

/// The view (`Game::view`) as plain values: `viewer`, `players`, `setup`,
/// `chapter`, `initiative`, `game_over`, `winner`, `systems` (24 entries:
/// name, cluster, kind, planet, in_play, controller, `ships` per player
/// with fresh/damaged, `buildings` per slot), `player_boards`, `court`
/// (cards with agents per player), `court_deck_count`, `ambitions` (the
/// markers: box name or nil, flipped, first/second Power), `lead_card`,
/// `decision` (player, kind, prompt). Hidden information stays hidden:
/// it is built from the view alone, which hides what the viewer may not see.
pub fn view_to_value(view: &View) -> Value {
    let n = view.players as usize;
    let systems: Vec<Value> = (0..24).map(|s| system_value(view, s)).collect();
    let boards: Vec<Value> = (0..n).map(|p| player_value(view, p)).collect();
    let court: Vec<Value> = view
        .court()
        .iter()
        .map(|c| {
            let mut card = card_ref(c.card);
            if let Value::Map(entries) = &mut card {
                entries.push(("agents".into(), Value::from(&c.agents[..n])));
            }
            card
        })
        .collect();
    let ambitions: Vec<Value> = view
        .markers()
        .iter()
        .map(|m| {
            MapBuilder::new()
                .put("box", if m.box_ < 0 { Value::Nil } else { Value::from(data::ambition_name(m.box_ as usize)) })
                .put("flipped", m.flipped != 0)
                .put("first", m.first)
                .put("second", m.second)
                .build()
        })
        .collect();
    let decision = MapBuilder::new()
        .put("player", decider_to_int(view.decider()))
        .put("kind", i64::from(view.decision.kind))
        .put("prompt", view.prompt().into_owned())
        .build();
    MapBuilder::new()
        .put("viewer", match view.viewer() {
            Viewer::Public => -1i32,
            Viewer::Player(p) => p as i32,
        })
        .put("players", n)
        .put("setup", view.setup_name())
        .put("chapter", view.chapter)
        .put("initiative", view.initiative)
        .put("game_over", view.game_over != 0)
        .put("winner", opt(view.winner))
        .put("systems", systems)
        .put("player_boards", boards)
        .put("court", court)
        .put("court_deck_count", view.court_deck_count)
        .put("ambitions", ambitions)
        .put("lead_card", action_card_name(view.lead_card))
        .put("turn_player", opt(view.turn_player))
        .put("pips", view.pips)
        .put("decision", decision)
        .put("draft", draft_value(view))
        .put("used_this_turn", card_refs(&view.used_this_turn[..view.used_this_turn_count.clamp(0, 8) as usize]))
        .put("used_this_round", card_refs(&view.used_this_round[..view.used_this_round_count.clamp(0, 8) as usize]))
        .build()
}

/// The card list (static data): index, id, name, text, kind, suit, keys.
pub fn cards_value() -> Value {
    Value::List(
        data::cards()
            .map(|c| {
                MapBuilder::new()
                    .put("index", c.index)
                    .put("id", c.id)
                    .put("name", c.name)
                    .put("text", c.text)
                    .put("kind", format!("{:?}", c.kind).to_lowercase())
                    .put("suit", c.suit.map(data::resource_name))
                    .put("keys", c.keys)
                    .build()
            })
            .collect(),
    )
}

/// The map (static data): the 24 systems with name, cluster (1..6), kind,
/// planet resource, building slots and adjacent systems (every cluster in
/// play).
pub fn map_value() -> Value {
    Value::List(
        (0..24)
            .map(|s| {
                let info = data::system(s).expect("system index in range");
                system_entries(&info)
                    .put("building_slots", info.building_slots)
                    .put("adjacent", info.adjacent)
                    .build()
            })
            .collect(),
    )
}

/// The Godot `Error` constant a failed call returns for a library error
/// (named here without the engine; `classes.rs` maps it to
/// `godot::global::Error`). One per `arcs_status`: bad input is
/// `InvalidParameter`, a move the rules refuse or an undo past the start
/// `InvalidData`, bad bytes `FileCorrupt`, `ARCS_E_NOMEM` `OutOfMemory`, a
/// mode this build lacks `Unavailable`, and what only a libarcs bug causes
/// (`ARCS_E_INTERNAL`, a buffer the crate sized too small, a status newer
/// than the crate) `Bug`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// `ERR_INVALID_PARAMETER`
    InvalidParameter,
    /// `ERR_INVALID_DATA`
    InvalidData,
    /// `ERR_FILE_CORRUPT`
    FileCorrupt,
    /// `ERR_OUT_OF_MEMORY`
    OutOfMemory,
    /// `ERR_UNAVAILABLE`
    Unavailable,
    /// `ERR_BUG`
    Bug,
}

/// The Godot error code for a library error (see [`ErrorCode`]).
pub fn error_code(e: &arcs::Error) -> ErrorCode {
    use arcs::Error as E;
    match e {
        E::InvalidArgument(_) | E::BadConfig(_) | E::Parse(_) => ErrorCode::InvalidParameter,
        E::IllegalMove(_) | E::WrongPlayer(_) | E::NotDeciding(_) | E::GameOver | E::NoHistory => {
            ErrorCode::InvalidData
        }
        E::Corrupt(_) | E::Version(_) => ErrorCode::FileCorrupt,
        E::OutOfMemory => ErrorCode::OutOfMemory,
        E::Unsupported(_) => ErrorCode::Unavailable,
        E::BufferTooSmall | E::Internal(_) | E::Unknown(_) => ErrorCode::Bug,
        _ => ErrorCode::Bug,
    }
}
