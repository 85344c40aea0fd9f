extends HBoxContainer
## Play Arcs as Player 1 against random bots, or step through a replay.
## Only the human seat's view is ever drawn. Headless test run:
##   godot --headless --path . -- --autoplay   (bots play every seat)

const HUMAN := 0
const REPLAY_PATH := "user://last.arcsreplay"

var game := ArcsGame.new()
var rng := RandomNumberGenerator.new()
var replay_moves: Array = []
var log_lines := 0

@onready var map_view = $Map  # map_view.gd
@onready var status: Label = $Side/Status
@onready var moves_box: VBoxContainer = $Side/Scroll/Moves


func _ready() -> void:
	game.log_line.connect(func(_text: String) -> void: log_lines += 1)
	$Side/Controls/NewGame.pressed.connect(new_game)
	$Side/Controls/LoadReplay.pressed.connect(open_replay.bind(REPLAY_PATH))
	$Side/Controls/Step.pressed.connect(step_replay)
	if "--autoplay" in OS.get_cmdline_user_args():
		autoplay()
	else:
		new_game()


func new_game() -> void:
	replay_moves.clear()
	game.new_game({"players": 3, "seed": rng.randi()})
	play_bots()


## Random bots move until the human decides or the game ends.
func play_bots() -> void:
	while not game.is_over() and game.current_player() != HUMAN:
		var moves := game.legal_moves()
		game.apply(moves[rng.randi() % moves.size()])
	if game.is_over():
		FileAccess.open(REPLAY_PATH, FileAccess.WRITE).store_buffer(game.save_replay())
	refresh(HUMAN)


func refresh(viewer: int) -> void:
	var view := game.view(viewer)
	map_view.show_view(view)
	status.text = "Chapter %d. %s" % [view.chapter, view.decision.prompt]
	for child in moves_box.get_children():
		child.queue_free()
	if viewer != HUMAN or game.current_player() != HUMAN:
		return
	for move in game.legal_moves():
		var button := Button.new()
		button.text = move.label
		button.tooltip_text = move.text
		button.pressed.connect(func() -> void:
			game.apply(move)
			play_bots())
		moves_box.add_child(button)


## Load a replay and rewind it to the start; Step plays its next move.
func open_replay(path: String) -> void:
	var bytes := FileAccess.get_file_as_bytes(path)
	if game.load_replay(bytes) != OK:
		status.text = "Cannot open %s: %s" % [path, game.last_error]
		return
	replay_moves = game.history()
	game.undo(replay_moves.size())
	refresh(-1)


func step_replay() -> void:
	if not replay_moves.is_empty():
		game.apply(replay_moves.pop_front())
		refresh(-1)


## Headless check: bots play a whole game, then its replay is stepped through.
func autoplay() -> void:
	rng.seed = 7
	game.new_game({"players": 3, "seed": 7})
	while not game.is_over():
		var moves := game.legal_moves()
		game.apply(moves[rng.randi() % moves.size()])
	var winner := game.winner()
	var bytes := game.save_replay()
	var file := FileAccess.open(REPLAY_PATH, FileAccess.WRITE)
	file.store_buffer(bytes)
	file.close()
	open_replay(REPLAY_PATH)
	while not replay_moves.is_empty():
		step_replay()
	var refused := game.apply("p0 fly away")
	var ok := game.is_over() and game.winner() == winner and refused != OK and log_lines > 0
	print("GAME OVER winner=%d log_lines=%d replay=%s" % [winner, log_lines, ok])
	get_tree().quit(0 if ok else 1)
