"""A long game for the read benchmarks: knights' shuffles under FIDE 2005 (no automatic repetition),
each ply a touch, a move and a press (3 events), played through the HTTP API.

    python3 bench/shuffle.py PORT PLIES TIME_CONTROL

prints the game's id and the number of seconds its device instants span (the game starts at
2026-03-01T10:00:00Z and each command is a second after the one before)."""
import http.client
import json
import os
import sys

CYCLE = ["g1f3", "g8f6", "f3g1", "f6g8"]
# every request carries the ADMIN token of the store (bench/lib.sh exports it)
HEADERS = {"Content-Type": "application/json", "Authorization": "Bearer " + os.environ["ADJUDICATOR_BOOTSTRAP_TOKEN"]}


def at(s):
    return "2026-03-01T%02d:%02d:%02dZ" % (10 + s // 3600, (s // 60) % 60, s % 60)


def play(port, plies, time_control):
    c = http.client.HTTPConnection("127.0.0.1", port)

    def call(method, path, body=None):
        c.request(method, path, body=None if body is None else json.dumps(body), headers=HEADERS)
        r = c.getresponse()
        return r.status, r.read()

    gid = json.loads(call("POST", "/api/games", {"rules": "FIDE_2005", "timeControl": time_control})[1])["gameId"]
    assert call("POST", "/api/games/%s/commands" % gid, {"type": "StartClocks", "at": at(0)})[0] == 200
    s = 0
    for ply in range(plies):
        player = "WHITE" if ply % 2 == 0 else "BLACK"
        move = CYCLE[ply % 4]
        for kind in ("TouchPiece", "MakeMove", "PressClock"):
            s += 1
            body = {"type": kind, "at": at(s), "player": player}
            if kind == "TouchPiece":
                body["square"] = move[:2]
            if kind == "MakeMove":
                body["move"] = move
            status, data = call("POST", "/api/games/%s/commands" % gid, body)
            assert status == 200, data
    return gid, s


if __name__ == "__main__":
    game, seconds = play(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3])
    print(game, seconds)
