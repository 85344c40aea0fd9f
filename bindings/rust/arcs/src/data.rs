//! The static data: everything printed on the components (cards, map,
//! action cards, dice, setup cards, ambition markers), without a game.
//!
//! Strings are the library's own static strings. Sources: the published
//! card list (cards.csv) and docs/components.md (map, dice, markers, setup
//! cards, action cards). Arcs, its card texts and its art belong to Leder
//! Games.
//!
//! ```
//! let farseers = arcs::data::find_card("Farseers").expect("a base Court card");
//! let card = arcs::data::card(farseers)?;
//! assert_eq!(card.name, "Farseers");
//! assert!(card.id.starts_with("ARCS-"));
//! # Ok::<(), arcs::Error>(())
//! ```

use std::borrow::Cow;
use std::ffi::{c_char, CStr, CString};

use arcs_sys as sys;

use crate::error::{check, Result};

/// A static C string of the library, or "" for NULL.
fn static_str(ptr: *const c_char) -> &'static str {
    if ptr.is_null() {
        return "";
    }
    // SAFETY: the library returns static NUL-terminated strings, valid for
    // the life of the process.
    unsafe { CStr::from_ptr(ptr) }.to_str().unwrap_or("")
}

/// A fixed-size C char array (a struct field) as text, up to its NUL.
pub(crate) fn c_text(chars: &[c_char]) -> Cow<'_, str> {
    let len = chars.iter().position(|&c| c == 0).unwrap_or(chars.len());
    // SAFETY: c_char and u8 have the same size and alignment; len is in bounds.
    let bytes = unsafe { std::slice::from_raw_parts(chars.as_ptr().cast::<u8>(), len) };
    String::from_utf8_lossy(bytes)
}

/// An index that is not negative, as `usize`.
fn index(value: i32) -> Option<usize> {
    usize::try_from(value).ok()
}

fn c_int(value: usize) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

/// What kind of card a card of the card list is (`arcs_card_kind`).
///
/// ```
/// use arcs::data::{card, find_card, CardKind};
/// assert_eq!(card(find_card("Farseers").unwrap())?.kind, CardKind::Guild);
/// assert_eq!(card(find_card("Mass Uprising").unwrap())?.kind, CardKind::Vox);
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum CardKind {
    /// A setup card.
    Setup,
    /// A Guild card of the Court.
    Guild,
    /// A Vox card of the Court.
    Vox,
    /// A Lore card (Leaders & Lore).
    Lore,
    /// A Leader card (Leaders & Lore).
    Leader,
    /// A Fate card (campaign).
    Fate,
    /// A player aid or rules card.
    Aid,
    /// An action card (campaign variants).
    Action,
    /// An event card (campaign).
    Event,
    /// Anything else in the card list.
    Other,
}

impl CardKind {
    fn from_raw(raw: sys::arcs_card_kind) -> CardKind {
        match raw {
            sys::ARCS_CARD_SETUP => CardKind::Setup,
            sys::ARCS_CARD_GUILD => CardKind::Guild,
            sys::ARCS_CARD_VOX => CardKind::Vox,
            sys::ARCS_CARD_LORE => CardKind::Lore,
            sys::ARCS_CARD_LEADER => CardKind::Leader,
            sys::ARCS_CARD_FATE => CardKind::Fate,
            sys::ARCS_CARD_AID => CardKind::Aid,
            sys::ARCS_CARD_ACTION => CardKind::Action,
            sys::ARCS_CARD_EVENT => CardKind::Event,
            _ => CardKind::Other,
        }
    }
}

/// One card of the card list (`arcs_card_info`).
///
/// ```
/// let card = arcs::data::card(0)?;
/// assert_eq!(card.index, 0);
/// assert!(!card.name.is_empty());
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Card {
    /// Its card index (`0..card_count()`): the number views and moves use.
    /// Stable within one library version.
    pub index: usize,
    /// The stable id from the card list, e.g. `"ARCS-BC17"`.
    pub id: &'static str,
    /// The printed name, e.g. `"Farseers"`.
    pub name: &'static str,
    /// The printed text (`""` if none); ability names are in Markdown bold,
    /// paragraphs end in `"\n"`.
    pub text: &'static str,
    /// The kind of card.
    pub kind: CardKind,
    /// For a Guild card, its suit (an `arcs_resource`: 0 Material, 1 Fuel,
    /// 2 Weapon, 3 Relic, 4 Psionic).
    pub suit: Option<usize>,
    /// Raid cost in keys (Guild cards), 0 otherwise.
    pub keys: u32,
    /// `ARCS_CARDSET_*` bits: which boxes and decks it belongs to.
    pub sets: u32,
}

/// Number of cards in the card list (every card of every box).
///
/// ```
/// assert!(arcs::data::card_count() > 31);
/// ```
pub fn card_count() -> usize {
    // SAFETY: no arguments, no state.
    index(unsafe { sys::arcs_card_count() }).unwrap_or(0)
}

/// Card `index` (`0..card_count()`).
///
/// Errors: [`Error::InvalidArgument`](crate::Error::InvalidArgument) out of range.
///
/// ```
/// assert!(arcs::data::card(arcs::data::card_count()).is_err());
/// ```
pub fn card(index: usize) -> Result<Card> {
    let mut out = sys::arcs_card_data::default();
    // SAFETY: out is a valid, writable struct.
    check(unsafe { sys::arcs_card_info(c_int(index), &mut out) }, || format!("card {index}"))?;
    Ok(Card {
        index,
        id: static_str(out.id),
        name: static_str(out.name),
        text: static_str(out.text),
        kind: CardKind::from_raw(out.kind),
        suit: self::index(out.suit),
        keys: out.keys.max(0) as u32,
        sets: out.sets,
    })
}

/// Every card of the card list, in index order.
///
/// ```
/// let guild = arcs::data::cards().filter(|c| c.kind == arcs::data::CardKind::Guild).count();
/// assert!(guild > 0);
/// ```
pub fn cards() -> impl Iterator<Item = Card> {
    (0..card_count()).filter_map(|i| card(i).ok())
}

/// The card index of a card id (`"ARCS-BC17"`, case-sensitive) or, failing
/// that, of the first card with exactly this printed name (`"Farseers"`).
///
/// ```
/// let i = arcs::data::find_card("Farseers").unwrap();
/// assert_eq!(arcs::data::find_card(arcs::data::card(i)?.id), Some(i));
/// assert_eq!(arcs::data::find_card("No Such Card"), None);
/// # Ok::<(), arcs::Error>(())
/// ```
pub fn find_card(text: &str) -> Option<usize> {
    let text = CString::new(text).ok()?;
    // SAFETY: text is NUL-terminated.
    index(unsafe { sys::arcs_card_find(text.as_ptr()) })
}

/// One system of the map (`arcs_system_info`).
///
/// ```
/// let gate = arcs::data::system(0)?;
/// assert_eq!((gate.name, gate.cluster, gate.planet_type), ("1-gate", 1, None));
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct System {
    /// 0..24: `(cluster - 1) * 4 + kind`.
    pub system: usize,
    /// Its text form, e.g. `"3-hex"`.
    pub name: &'static str,
    /// The cluster, 1..=6 as printed, clockwise.
    pub cluster: u32,
    /// 0 the gate, 1 the arrow, 2 the crescent, 3 the hex planet.
    pub kind: u32,
    /// The planet's resource type (`arcs_resource`); `None` for a gate.
    pub planet_type: Option<usize>,
    /// Building slots printed on it (0 for a gate).
    pub building_slots: u32,
    /// Adjacent systems with every cluster in play (Base rulebook, "The
    /// Map"); for a game with clusters out of play see
    /// [`Game::adjacent_systems`](crate::Game::adjacent_systems).
    pub adjacent: Vec<usize>,
}

/// System `system` (0..24). Errors: `InvalidArgument` out of range.
///
/// ```
/// let hex = arcs::data::system(3)?;
/// assert!(hex.adjacent.contains(&0)); // a planet is adjacent to its gate
/// assert!(arcs::data::system(24).is_err());
/// # Ok::<(), arcs::Error>(())
/// ```
pub fn system(system: usize) -> Result<System> {
    let mut out = sys::arcs_system_data::default();
    // SAFETY: out is a valid, writable struct.
    check(unsafe { sys::arcs_system_info(c_int(system), &mut out) }, || format!("system {system}"))?;
    let n = index(out.adjacent_count).unwrap_or(0).min(out.adjacent.len());
    Ok(System {
        system,
        name: static_str(out.name),
        cluster: out.cluster.max(0) as u32,
        kind: out.kind,
        planet_type: index(out.planet_type),
        building_slots: out.building_slots.max(0) as u32,
        adjacent: out.adjacent[..n].iter().filter_map(|&s| index(s)).collect(),
    })
}

/// One action card (`arcs_action_card_info`).
///
/// ```
/// let card = arcs::data::action_card(1 * 7 + 3)?; // Aggression-4
/// assert_eq!((card.name.as_str(), card.number), ("Aggression-4", 4));
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct ActionCard {
    /// 0..28: `suit * 7 + number - 1`; 28..31: the campaign's Event cards.
    pub card: usize,
    /// Its text form, e.g. `"Aggression-4"`.
    pub name: String,
    /// Its suit (`arcs_suit`: 0 Administration, 1 Aggression, 2
    /// Construction, 3 Mobilization; 4 for an Event card, which has none).
    pub suit: u32,
    /// 1..=7 (1 and 7 are used with 4 players only); 0 for an Event card.
    pub number: u32,
    /// Action pips.
    pub pips: u32,
    /// Bit per `arcs_action` that the suit's pips can take.
    pub actions: u32,
}

/// Action card `card`: 0..28 the base deck, 28..31 the campaign's Event
/// cards, 31..40 the Believer's Faithful cards (`ARCS_FAITHFUL_CARD_FIRST`),
/// 40 the Caretaker's extra Event card (`ARCS_EVENT_CARD_EXTRA`).
/// Errors: `InvalidArgument` out of range.
///
/// ```
/// assert_eq!(arcs::data::action_card(28)?.name, "Event-1");
/// assert_eq!(arcs::data::action_card(31)?.name, "Faithful-1");
/// assert_eq!(arcs::data::action_card(40)?.name, "Event-4");
/// assert!(arcs::data::action_card(41).is_err());
/// # Ok::<(), arcs::Error>(())
/// ```
pub fn action_card(card: usize) -> Result<ActionCard> {
    let mut out = sys::arcs_action_card_data::default();
    // SAFETY: out is a valid, writable struct.
    check(unsafe { sys::arcs_action_card_info(c_int(card), &mut out) }, || format!("action card {card}"))?;
    Ok(ActionCard {
        card,
        name: c_text(&out.name).into_owned(),
        suit: out.suit,
        number: out.number.max(0) as u32,
        pips: out.pips.max(0) as u32,
        actions: out.actions,
    })
}

/// What one face of a battle die shows (`arcs_die_face_info`; Base
/// rulebook, "Battle").
///
/// ```
/// let faces: Vec<_> = (0..6).map(|f| arcs::data::die_face(0, f)).collect::<Result<_, _>>()?;
/// assert!(faces.iter().any(|f| f.hits > 0));
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct DieFace {
    /// The die: 0 assault, 1 skirmish, 2 raid.
    pub die: u32,
    /// The face, 0..6 (Face 1..Face 6 of docs/components.md).
    pub face: u32,
    /// Hits to the attacker's own ships.
    pub self_hits: u32,
    /// Intercept symbols.
    pub intercepts: u32,
    /// Hits to the defender's ships (then buildings).
    pub hits: u32,
    /// Hits to the defender's buildings.
    pub building_hits: u32,
    /// Raid keys.
    pub keys: u32,
}

/// Face `face` (0..6) of die `die` (0..3). Errors: `InvalidArgument`.
///
/// ```
/// assert!(arcs::data::die_face(3, 0).is_err());
/// ```
pub fn die_face(die: usize, face: usize) -> Result<DieFace> {
    let mut out = sys::arcs_die_face_data::default();
    // SAFETY: out is a valid, writable struct.
    let status = unsafe { sys::arcs_die_face_info(c_int(die), c_int(face), &mut out) };
    check(status, || format!("die {die} face {face}"))?;
    let n = |v: i32| v.max(0) as u32;
    Ok(DieFace {
        die: n(out.die),
        face: n(out.face),
        self_hits: n(out.self_hits),
        intercepts: n(out.intercepts),
        hits: n(out.hits),
        building_hits: n(out.building_hits),
        keys: n(out.keys),
    })
}

/// Where one seat starts on a setup card (Base rulebook, "Setup").
///
/// ```
/// let card = arcs::data::setup_card(0)?;
/// let seat = &card.seats[0];
/// assert!(seat.a < 24 && seat.b < 24 && !seat.c.is_empty());
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct SetupSeat {
    /// System A: 3 ships and a city.
    pub a: usize,
    /// System B: 3 ships and a starport.
    pub b: usize,
    /// Systems C: 2 ships each (one with 3-4 players, two with 2).
    pub c: Vec<usize>,
}

/// One setup card (`arcs_setup_card_info`).
///
/// ```
/// let cards: Vec<_> = (0..arcs::data::setup_card_count()).map(arcs::data::setup_card).collect::<Result<_, _>>()?;
/// let frontiers = cards.iter().find(|c| c.name == "2p Frontiers").unwrap();
/// assert_eq!(frontiers.players, 2);
/// assert_eq!(frontiers.seats.len(), 2);
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct SetupCard {
    /// 0..setup_card_count().
    pub index: usize,
    /// The card-list id, e.g. `"ARCS-4SETUP01"`.
    pub id: &'static str,
    /// The name, e.g. `"4p Mix Up 1"` (accepted by [`GameBuilder::setup`](crate::GameBuilder::setup)).
    pub name: &'static str,
    /// 2, 3 or 4.
    pub players: usize,
    /// Bit c: cluster c + 1 is out of play.
    pub out_of_play: u32,
    /// Seats 1..=players of the card (seat 1 holds the initiative).
    pub seats: Vec<SetupSeat>,
}

/// Number of setup cards of the base game (all player counts).
///
/// ```
/// assert_eq!(arcs::data::setup_card_count(), 12);
/// ```
pub fn setup_card_count() -> usize {
    // SAFETY: no arguments, no state.
    index(unsafe { sys::arcs_setup_card_count() }).unwrap_or(0)
}

/// Setup card `index`. Errors: `InvalidArgument` out of range.
///
/// ```
/// assert!(arcs::data::setup_card(arcs::data::setup_card_count()).is_err());
/// ```
pub fn setup_card(index: usize) -> Result<SetupCard> {
    let mut out = sys::arcs_setup_card_data::default();
    // SAFETY: out is a valid, writable struct.
    check(unsafe { sys::arcs_setup_card_info(c_int(index), &mut out) }, || format!("setup card {index}"))?;
    let players = self::index(out.players).unwrap_or(0).min(out.seat.len());
    Ok(SetupCard {
        index,
        id: static_str(out.id),
        name: static_str(out.name),
        players,
        out_of_play: out.out_of_play,
        seats: out.seat[..players]
            .iter()
            .map(|s| SetupSeat {
                a: self::index(s.a).unwrap_or(0),
                b: self::index(s.b).unwrap_or(0),
                c: s.c.iter().filter_map(|&c| self::index(c)).collect(),
            })
            .collect(),
    })
}

/// An ambition marker's Power for first and second place
/// (`arcs_ambition_marker_info`): `[start side, flipped side]`.
///
/// ```
/// let low = arcs::data::ambition_marker(0)?;
/// assert!(low.first[0] > low.second[0]);
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct AmbitionMarker {
    /// 0..3, lowest first.
    pub marker: usize,
    /// First-place Power: start side, flipped side.
    pub first: [i32; 2],
    /// Second-place Power: start side, flipped side.
    pub second: [i32; 2],
}

/// Ambition marker `marker` (0..3). Errors: `InvalidArgument`.
///
/// ```
/// assert!(arcs::data::ambition_marker(3).is_err());
/// ```
pub fn ambition_marker(marker: usize) -> Result<AmbitionMarker> {
    let mut out = sys::arcs_ambition_marker_data::default();
    // SAFETY: out is a valid, writable struct.
    let status = unsafe { sys::arcs_ambition_marker_info(c_int(marker), &mut out) };
    check(status, || format!("ambition marker {marker}"))?;
    Ok(AmbitionMarker { marker, first: out.first, second: out.second })
}

/// The printed name of a resource (`arcs_resource`: `"Material"`, ...);
/// `"?"` out of range.
///
/// ```
/// assert_eq!(arcs::data::resource_name(0), "Material");
/// ```
pub fn resource_name(resource: usize) -> &'static str {
    // SAFETY: returns a static string for any value.
    static_str(unsafe { sys::arcs_resource_name(c_int(resource)) })
}

/// The printed name of an action-card suit (`arcs_suit`: `"Aggression"`, ...).
///
/// ```
/// assert_eq!(arcs::data::suit_name(1), "Aggression");
/// ```
pub fn suit_name(suit: usize) -> &'static str {
    // SAFETY: returns a static string for any value.
    static_str(unsafe { sys::arcs_suit_name(c_int(suit)) })
}

/// The printed name of an ambition (`arcs_ambition`: `"Tycoon"`, ...).
///
/// ```
/// assert_eq!(arcs::data::ambition_name(0), "Tycoon");
/// ```
pub fn ambition_name(ambition: usize) -> &'static str {
    // SAFETY: returns a static string for any value.
    static_str(unsafe { sys::arcs_ambition_name(c_int(ambition)) })
}

/// The name of a standard action (`arcs_action`: `"tax"`, ...).
///
/// ```
/// assert_eq!(arcs::data::action_name(0), "tax");
/// ```
pub fn action_name(action: usize) -> &'static str {
    // SAFETY: returns a static string for any value.
    static_str(unsafe { sys::arcs_action_name(c_int(action)) })
}
