#!/usr/bin/env python3
"""Live followers of one round: bench/round-followers.sh runs this against a started server.

    round_followers.py PORT FOLLOWERS SECONDS RATE BOARDS SAMPLED

Sets up BOARDS games of a new round ("Followers NNN", round 1; timeControl "-"), waits until the games read
model lists them all, opens FOLLOWERS connections to GET /api/events/E/rounds/1/stream (JOIN_RATE a second,
default 2,000, as followers arrive), and takes for each the time from its request to its first event (RoundState, where the server sends one). Then it
plays moves at RATE commands a second for SECONDS (each game a cycle of knight moves, so that no game ends),
each answer's time kept by the game's seq. After a 5 s grace it says, for every follower, whether it got
every move (counting the frames of MoveMade in its stream) and, for SAMPLED followers, the delay from each
command's answer to the follower's receipt of the event: p50, p99, max. The ADMIN token comes from
ADJUDICATOR_BOOTSTRAP_TOKEN.
"""
import asyncio
import http.client
import json
import os
import sys
import threading
import time
import urllib.parse

HOST = "127.0.0.1"
TOKEN = os.environ["ADJUDICATOR_BOOTSTRAP_TOKEN"]
JOIN_RATE = float(os.environ.get("JOIN_RATE", "2000"))  # followers arriving a second
WHITE = ["Nc3", "Nb5", "Na3", "Nb1"]
BLACK = ["Nc6", "Nb4", "Na6", "Nb8"]


def pct(values, p):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


class Api:
    def __init__(self, port):
        self.c = http.client.HTTPConnection(HOST, port, timeout=60)

    def call(self, method, path, body=None):
        headers = {"Authorization": "Bearer " + TOKEN}
        if body is not None:
            headers["Content-Type"] = "application/json"
            body = json.dumps(body)
        self.c.request(method, path, body=body, headers=headers)
        r = self.c.getresponse()
        data = r.read()
        if r.status >= 300:
            raise SystemExit(f"{method} {path} answered {r.status}: {data[:300]!r}")
        return json.loads(data) if data else None


class Follower:
    def __init__(self, sampled):
        self.sampled = sampled
        self.asked = None
        self.first = None  # seconds from the request to the first event
        self.moves = 0
        self.received = {}  # (gameId, seq) -> monotonic time, sampled followers only
        self.error = None
        self.answered = False  # its status line came


async def follow(port, path, f, stop):
    try:
        reader, writer = await asyncio.open_connection(HOST, port, limit=1 << 22)
        f.asked = time.monotonic()
        writer.write((f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\nAuthorization: Bearer {TOKEN}\r\n"
                      "Accept: text/event-stream\r\n\r\n").encode())
        await writer.drain()
        status = await reader.readline()
        f.answered = True
        if b" 200 " not in status:
            f.error = status.decode().strip() or "closed without an answer"
            writer.close()
            return
        chunked = False
        while True:
            line = await reader.readline()
            if line in (b"\r\n", b""):
                break
            if line.lower().startswith(b"transfer-encoding:") and b"chunked" in line.lower():
                chunked = True
        pending = b""
        while not stop.is_set():
            if chunked:
                size_line = await reader.readline()
                if not size_line:
                    break
                size = int(size_line.strip() or b"0", 16)
                if size == 0:
                    break
                data = await reader.readexactly(size + 2)
                data = data[:-2]
            else:
                data = await reader.read(1 << 16)
                if not data:
                    break
            now = time.monotonic()
            pending += data
            frames = pending.split(b"\n\n")
            pending = frames.pop()
            for frame in frames:
                if f.first is None and b"event:" in frame:
                    f.first = now - f.asked  # the round's state; from a server that starts at the store's first event, any
                if b"event:MoveMade" in frame:
                    f.moves += 1
                    if f.sampled:
                        for line in frame.split(b"\n"):
                            if line.startswith(b"data:"):
                                e = json.loads(line[5:])
                                f.received.setdefault((e["gameId"], e["seq"]), now)
        writer.close()
    except (OSError, asyncio.IncompleteReadError) as e:
        f.error = repr(e)


def play(port, games, seconds, rate, answered, done):
    api = Api(port)
    plies = {g: 0 for g in games}
    t0 = time.monotonic()
    n = 0
    at = 1_800_000_000
    while time.monotonic() - t0 < seconds:
        g = games[n % len(games)]
        ply = plies[g]
        player = "WHITE" if ply % 2 == 0 else "BLACK"
        move = (WHITE if player == "WHITE" else BLACK)[(ply // 2) % 4]
        at += 1
        r = api.call("POST", f"/api/games/{g}/commands", {"type": "MakeMove", "player": player, "move": move,
                                                          "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(at))})
        now = time.monotonic()
        for e in r["events"]:
            answered[(g, e["seq"])] = now
        plies[g] = ply + 1
        n += 1
        next_at = t0 + n / rate
        if next_at > time.monotonic():
            time.sleep(next_at - time.monotonic())
    done.set()


async def main():
    port, followers, seconds, rate, boards, sampled = (int(x) for x in sys.argv[1:7])
    api = Api(port)
    event = f"Followers {int(time.time()) % 100000}"
    games = []
    for b in range(1, boards + 1):
        games.append(api.call("POST", "/api/games", {"white": f"White, {b}", "black": f"Black, {b}", "event": event,
                                                     "round": "1", "board": b, "rules": "FIDE_2017",
                                                     "timeControl": "-"})["gameId"])
    q = urllib.parse.quote(event)
    deadline = time.monotonic() + 60
    while len(api.call("GET", f"/api/games?limit=1000&event={q}&round=1")) < boards:
        if time.monotonic() > deadline:
            raise SystemExit("the games read model did not list the round's games within 60 s")
        time.sleep(0.2)
    path = f"/api/events/{q}/rounds/1/stream"
    stop = asyncio.Event()
    fs = [Follower(i < sampled) for i in range(followers)]
    tasks = []
    began = time.monotonic()
    for i, f in enumerate(fs):
        tasks.append(asyncio.create_task(follow(port, path, f, stop)))
        if i % 100 == 99:
            await asyncio.sleep(100 / JOIN_RATE)
    while any(f.first is None and f.error is None for f in fs):
        if time.monotonic() - began > 120:
            break
        await asyncio.sleep(0.1)
    joined = time.monotonic() - began
    waiting = [f for f in fs if f.first is None and f.error is None]
    if waiting:
        print(f"still waiting for a first event: {len(waiting)} ({sum(1 for f in waiting if f.asked is None)} not connected,"
              f" {sum(1 for f in waiting if f.asked is not None and not f.answered)} without an answer's status line)")
    firsts = [f.first for f in fs if f.first is not None]
    errors = [f.error for f in fs if f.error]
    print(f"followers: {followers} asked, {len(firsts)} got a first event, {len(errors)} refused or failed"
          + (f" (first: {errors[0]})" if errors else "") + f"; all joined in {joined:.1f} s")
    print(f"first event (RoundState of {boards} games, where the server sends one) after the request: p50 {pct(firsts, 50) * 1000:.0f} ms,"
          f" p99 {pct(firsts, 99) * 1000:.0f} ms, max {max(firsts or [0]) * 1000:.0f} ms")
    answered = {}
    done = threading.Event()
    player = threading.Thread(target=play, args=(port, games, seconds, rate, answered, done))
    player.start()
    while not done.is_set():
        await asyncio.sleep(0.2)
    player.join()
    await asyncio.sleep(5)
    stop.set()
    moves = len(answered)
    delays = []
    missing = 0
    for f in fs:
        if f.sampled and f.error is None:
            for key, t in answered.items():
                r = f.received.get(key)
                if r is None:
                    missing += 1
                else:
                    delays.append(r - t)
    complete = sum(1 for f in fs if f.error is None and f.moves >= moves)
    print(f"moves: {moves} answered in {seconds} s ({moves / seconds:.1f}/s) over {boards} games")
    print(f"followers with every move: {complete} of {followers}; frames of moves received {sum(f.moves for f in fs)}"
          f" of {moves * followers}")
    print(f"delay from the command's answer to the follower's receipt ({sum(1 for f in fs if f.sampled)} followers sampled,"
          f" {len(delays)} receipts, {missing} missing): p50 {pct(delays, 50) * 1000:.0f} ms, p99 {pct(delays, 99) * 1000:.0f} ms,"
          f" max {max(delays or [0]) * 1000:.0f} ms")
    for t in tasks:
        t.cancel()


if __name__ == "__main__":
    asyncio.run(main())
