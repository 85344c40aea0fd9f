-- Games, their seats and every applied move (arcs-server, schema 1).
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    -- The POST /games request as JSON, with the seed it was given or drew.
    config TEXT NOT NULL,
    -- Unix seconds.
    created INTEGER NOT NULL,
    -- The state hash right after setup (arcs_state_hash), as a signed 64-bit integer.
    setup_hash INTEGER NOT NULL,
    over INTEGER NOT NULL DEFAULT 0,
    winner INTEGER,
    -- The replay (Game::save_replay) once the game is over.
    replay BLOB
);

CREATE TABLE seats (
    game INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    -- SHA-256 of the seat's token; the token itself is never stored.
    token_sha256 BLOB NOT NULL,
    -- The bot playing the seat: its level and playouts (NULL: a client's seat).
    bot_level TEXT,
    bot_playouts INTEGER,
    PRIMARY KEY (game, seat)
);

CREATE TABLE moves (
    game INTEGER NOT NULL REFERENCES games(id),
    -- 1 for the first move.
    ply INTEGER NOT NULL,
    -- The move's text form ("p0 pass").
    move TEXT NOT NULL,
    -- The state hash after the move, as a signed 64-bit integer.
    state_hash INTEGER NOT NULL,
    PRIMARY KEY (game, ply)
) WITHOUT ROWID;
