#!/usr/bin/env python3
"""The installed static-data JSON (share/libarcs/arcs-data.json) parses and
matches the public card and map facts the C tests check."""
import json
import sys

data = json.load(open(sys.argv[1], encoding="utf-8"))
cards = {c["id"]: c for c in data["cards"]}
assert [c["index"] for c in data["cards"]] == list(range(len(data["cards"])))
farseers = cards["ARCS-BC17"]
assert farseers["name"] == "Farseers" and farseers["kind"] == "guild" and farseers["keys"] == 2, farseers
assert "Rival" in farseers["text"]
assert sum(1 for c in data["cards"] if c["sets"] & 2) == 31  # the base Court
systems = data["systems"]
assert len(systems) == 24 and systems[11]["name"] == "3-hex" and systems[11]["building_slots"] == 2
for s in systems:
    for t in s["adjacent"]:
        assert s["system"] in systems[t]["adjacent"], (s, t)
# Every action card a view can hold: the base deck, the campaign's Event and
# Faithful cards, the extra Event card (arcs.h ARCS_EVENT_CARD_FIRST,
# ARCS_FAITHFUL_CARD_FIRST, ARCS_EVENT_CARD_EXTRA).
acts = data["action_cards"]
assert [a["card"] for a in acts] == list(range(len(acts))) and len(acts) == 28 + 3 + 9 + 1, len(acts)
assert acts[10]["name"] == "Aggression-4" and acts[28]["name"] == "Event-1" and acts[39]["name"] == "Faithful-9", acts
assert acts[40]["name"] == "Event-4" and acts[40]["pips"] == 0, acts[40]
assert len(data["dice"]) == 3
assert {c["players"] for c in data["setup_cards"]} == {2, 3, 4}
print("arcs-data.json: %d cards, %d systems" % (len(data["cards"]), len(systems)))
