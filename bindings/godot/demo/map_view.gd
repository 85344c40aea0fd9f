extends Control
## Draws the map from a view Dictionary (ArcsGame.view): six clusters in a
## ring, each gate with its three planets, ships and buildings per player.

const PLAYER_COLORS := [Color.GOLD, Color.DODGER_BLUE, Color.CRIMSON, Color.WHITE]
const KIND_OFFSETS := {
	"gate": Vector2(0, 0), "arrow": Vector2(-70, 60),
	"crescent": Vector2(0, 105), "hex": Vector2(70, 60),
}

var view: Dictionary = {}
var _map: Array = ArcsData.map()


func show_view(new_view: Dictionary) -> void:
	view = new_view
	queue_redraw()


func system_position(system: Dictionary) -> Vector2:
	var angle: float = TAU * (system.cluster - 1) / 6.0 - PI / 2
	var offset: Vector2 = KIND_OFFSETS[system.kind]
	return size / 2 + Vector2.from_angle(angle) * 150 + offset.rotated(angle - PI / 2)


func _draw() -> void:
	for system in _map:
		for other in system.adjacent:
			if other > system.index:
				draw_line(system_position(system), system_position(_map[other]), Color(1, 1, 1, 0.15), 2)
	if view.is_empty():
		return
	var font := get_theme_default_font()
	for system in view.systems:
		var at := system_position(system)
		var fill: Color = Color(0.2, 0.25, 0.35) if system.in_play else Color(0.1, 0.1, 0.1)
		draw_circle(at, 26, fill)
		if system.controller != null:
			draw_arc(at, 28, 0, TAU, 32, PLAYER_COLORS[system.controller], 3)
		draw_string(font, at + Vector2(-24, -30), system.name, HORIZONTAL_ALIGNMENT_LEFT, -1, 12)
		var x := -22
		for ships in system.ships:
			var label: String = "%d" % ships.fresh + ("+%d" % ships.damaged if ships.damaged > 0 else "")
			draw_string(font, at + Vector2(x, 5), label, HORIZONTAL_ALIGNMENT_LEFT, -1, 14,
				PLAYER_COLORS[ships.player])
			x += 16
		for building in system.buildings:
			if building.owner != null:
				var box := Rect2(at + Vector2(-22 + 16 * building.slot, 12), Vector2(12, 12))
				draw_rect(box, PLAYER_COLORS[building.owner], building.kind == "city")
