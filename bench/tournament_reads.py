#!/usr/bin/env python3
"""The HTTP side of bench/tournament-reads.sh (see its header): builds a Swiss tournament through the API,
and times its reads.

  tournament_reads.py build PORT PLAYERS ROUNDS GAMES.pgn   the tournament, its players, rounds and games
  tournament_reads.py measure PORT SAMPLES                  the reads, a line each

Every request carries the ADMIN token of ADJUDICATOR_BOOTSTRAP_TOKEN. An answer other than the one expected
(201 for the creation, 200 for everything else) stops the run with its status and the start of its body.
"""
import http.client
import json
import os
import re
import sys
import threading
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor
from datetime import date, timedelta

NAME = "Bench Open"
START = date(2026, 3, 1)
TIME_CONTROL = "5400+30"  # 90 minutes and 30 seconds a move from move 1, as the PGN standard writes it
INITIAL, INCREMENT = 5400, 30
FEDERATIONS = ["NED", "GER", "FRA", "ESP", "ITA", "NOR", "POL", "IND", "USA", "RUS", "HUN", "CZE", "ENG", "UKR"]
TOKEN = os.environ["ADJUDICATOR_BOOTSTRAP_TOKEN"]


class Failed(Exception):
    pass


class Client:
    """One keep-alive connection, as a browser's or a poller's."""

    def __init__(self, port, auth=True):
        self.port = port
        self.auth = auth
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=900)

    def request(self, method, path, body=None, content_type=None, expect=200, headers=None):
        h = dict(headers or {})
        if self.auth:
            h["Authorization"] = "Bearer " + TOKEN
        if body is not None:
            h["Content-Type"] = content_type or "application/json"
            if isinstance(body, str):
                body = body.encode("utf-8")
        for attempt in (1, 2):
            try:
                self.conn.request(method, path, body=body, headers=h)
                r = self.conn.getresponse()
                data = r.read()
                break
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                # a keep-alive connection the server closed while idle: once more on a new one
                self.conn.close()
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=900)
                if attempt == 2:
                    raise
        if r.status != expect:
            raise Failed("%s %s answered %d: %s" % (method, path, r.status, data[:500].decode("utf-8", "replace")))
        return data

    def json(self, method, path, body=None, expect=200):
        data = self.request(method, path, None if body is None else json.dumps(body), expect=expect)
        return json.loads(data) if data else None

    def close(self):
        self.conn.close()


def q(s):
    return urllib.parse.quote(str(s), safe="")


# ---------------------------------------------------------------------------------------------- build

def players_of(n):
    """Starting rank, name, FIDE ID, rating, title, federation: ranked by rating, as a Swiss is seeded."""
    out = []
    for i in range(1, n + 1):
        rating = max(1000, 2750 - (1700 * (i - 1)) // max(1, n - 1))
        title = "GM" if rating >= 2500 else "IM" if rating >= 2400 else "FM" if rating >= 2300 else None
        out.append({"rank": i, "name": "Player, %03d" % i, "fideId": 90_000_000 + i, "rating": rating,
                    "title": title, "federation": FEDERATIONS[i % len(FEDERATIONS)],
                    "birthDate": str(1960 + i % 45), "sex": "W" if i % 7 == 0 else "M"})
    return out


def pairing(n, r):
    """Round r: the top half against the bottom half shifted by r - 1 (rank i against h + 1 + (i - 1 + r - 1) mod h),
    so no two players meet twice in h rounds; colours alternate down the boards and from round to round."""
    h = n // 2
    games = []
    for i in range(1, h + 1):
        top, bottom = i, h + 1 + (i - 1 + r - 1) % h
        white, black = (top, bottom) if (i + r) % 2 == 0 else (bottom, top)
        games.append({"board": i, "white": white, "black": black})
    return games


CLK = re.compile(r"\[%clk (\d+):(\d\d):(\d\d)\]")


def split_games(text):
    """GameGenerator's games: (tags, movetext, result) each."""
    out = []
    for chunk in re.split(r"\n\n(?=\[Event )", text.strip()):
        head, _, moves = chunk.partition("\n\n")
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', head, re.M))
        out.append((tags, moves.strip()))
    return out


def reclock(moves):
    """The generator's 3-minute clocks as clocks of 90 minutes + 30 s: each move takes the time it took there."""
    prev_gen = [180, 180]
    now = [INITIAL, INITIAL]
    k = [0]

    def sub(m):
        side = k[0] % 2
        k[0] += 1
        gen = int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
        used = max(0, prev_gen[side] + 2 - gen)
        prev_gen[side] = gen
        now[side] = max(1, now[side] - used + INCREMENT)
        s = now[side]
        return "[%%clk %d:%02d:%02d]" % (s // 3600, s // 60 % 60, s % 60)

    return CLK.sub(sub, moves)


def round_pgn(games, pool, players, r, day):
    by_rank = {p["rank"]: p for p in players}
    parts = []
    for g in games:
        tags, moves = pool.pop()
        w, b = by_rank[g["white"]], by_rank[g["black"]]
        parts.append("\n".join([
            '[Event "%s"]' % NAME, '[Site "Bench"]', '[Date "%s"]' % day.strftime("%Y.%m.%d"),
            '[Round "%d.%d"]' % (r, g["board"]), '[White "%s"]' % w["name"], '[Black "%s"]' % b["name"],
            '[Result "%s"]' % tags["Result"], '[WhiteFideId "%d"]' % w["fideId"], '[BlackFideId "%d"]' % b["fideId"],
            '[WhiteElo "%d"]' % w["rating"], '[BlackElo "%d"]' % b["rating"], '[TimeControl "%s"]' % TIME_CONTROL,
            '[UTCDate "%s"]' % day.strftime("%Y.%m.%d"), '[UTCTime "14:00:00"]', '[Termination "Normal"]',
            "", reclock(moves), "", ""]))
    return "\n".join(parts)


def build(port, n, rounds, pgn_file):
    if n % 2 or n < 2:
        raise Failed("PLAYERS must be even (no byes here): %d" % n)
    if rounds > n // 2:
        raise Failed("at most PLAYERS/2 rounds without a repeated pairing: %d rounds for %d players" % (rounds, n))
    pool = split_games(open(pgn_file, encoding="utf-8").read())
    if len(pool) < rounds * n // 2:
        raise Failed("%d games in %s, %d needed" % (len(pool), pgn_file, rounds * n // 2))
    pool.reverse()
    c = Client(port)
    t0 = time.perf_counter()
    created = c.json("POST", "/api/tournaments", {
        "name": NAME, "site": "Bench", "federation": "NED", "startDate": START.isoformat(),
        "endDate": (START + timedelta(days=rounds - 1)).isoformat(), "chiefArbiter": "Arbiter, Chief",
        "deputyArbiters": ["Arbiter, Deputy"], "arbiters": ["Arbiter, Third"], "system": "SWISS", "rounds": rounds,
        "rules": "FIDE_2017", "timeControl": TIME_CONTROL, "scoring": "ONE_HALF_ZERO",
        "tieBreaks": ["BH_C1", "BH", "SB", "DE"], "tieBreakRules": "C07_2026", "initialColour": "WHITE"}, expect=201)
    tid = created["tournamentId"]
    base = "/api/tournaments/" + tid
    players = players_of(n)
    # one RegisterPlayer a player, on REGISTER_CONNECTIONS connections at once (each starting rank given): a
    # tournament's command waits for the process managers to have handled the store's head, which takes up to
    # their processor's poll (about a second) after the previous command, so one at a time is a second a player
    local = threading.local()
    clients = []

    def register(p):
        cl = getattr(local, "c", None)
        if cl is None:
            cl = local.c = Client(port)
            clients.append(cl)
        cmd = {"type": "RegisterPlayer", "name": p["name"], "fideId": p["fideId"], "rating": p["rating"],
               "federation": p["federation"], "birthDate": p["birthDate"], "sex": p["sex"], "startRank": p["rank"]}
        if p["title"]:
            cmd["title"] = p["title"]
        cl.json("POST", base + "/commands", cmd)

    with ThreadPoolExecutor(int(os.environ.get("REGISTER_CONNECTIONS", "8"))) as executor:
        list(executor.map(register, players))
    for cl in clients:
        cl.close()
    registered = c.json("GET", base)["players"]
    if len(registered) != n:
        raise Failed("%d players registered of %d" % (len(registered), n))
    t_players = time.perf_counter()
    print("registered %d players in %.1f s" % (n, t_players - t0), flush=True)
    for r in range(1, rounds + 1):
        tr = time.perf_counter()
        day = START + timedelta(days=r - 1)
        games = pairing(n, r)
        c.json("POST", base + "/commands", {"type": "PairRound", "round": r, "date": day.isoformat(), "games": games})
        tp = time.perf_counter()
        pgn = round_pgn(games, pool, players, r, day)
        answer = json.loads(c.request("POST", "/api/games/import?rules=FIDE_2017&tournament=%s&round=%d" % (q(tid), r),
                                      pgn, "application/x-chess-pgn"))
        if answer.get("imported") != len(games):
            bad = [g for g in answer.get("games", []) if g.get("status") != "IMPORTED"][:3]
            raise Failed("round %d: %s of %d games imported; %s" % (r, answer.get("imported"), len(games),
                                                                      json.dumps(bad)[:800]))
        print("round %d: paired in %.1f s, %d games (%d bytes of PGN) imported in %.1f s"
              % (r, tp - tr, len(games), len(pgn.encode()), time.perf_counter() - tp), flush=True)
    for r in range(1, rounds + 1):
        view = c.json("GET", "%s/rounds/%d" % (base, r))
        boards = view.get("boards") or []
        missing = [b.get("board") for b in boards if not b.get("gameId") or not b.get("result")]
        if len(boards) != n // 2 or missing:
            raise Failed("round %d: %d boards, without a game or result: %s" % (r, len(boards), missing[:10]))
    print("build: %d players, %d rounds, %d games in %.1f s; every round has all its games and results"
          % (n, rounds, rounds * n // 2, time.perf_counter() - t0), flush=True)
    c.close()


# -------------------------------------------------------------------------------------------- measure

def percentile(sorted_ms, p):
    """Nearest rank."""
    k = max(0, min(len(sorted_ms) - 1, -(-p * len(sorted_ms) // 100) - 1))
    return sorted_ms[k]


def line(label, first, times, note=""):
    s = sorted(times)
    print("%-34s first %8.1f  p50 %8.1f  p90 %8.1f  p99 %8.1f  max %8.1f ms  (n=%d)%s"
          % (label, first, percentile(s, 50), percentile(s, 90), percentile(s, 99), s[-1], len(s),
             ("  " + note) if note else ""), flush=True)


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return (time.perf_counter() - t) * 1000, out


def await_projections(c):
    t = time.perf_counter()
    while True:
        ps = c.json("GET", "/api/admin/projections")
        if all(p.get("complete") and (p.get("behind") or 0) == 0 for p in ps):
            return time.perf_counter() - t, ps
        if time.perf_counter() - t > 1800:
            raise Failed("projections not complete after 30 minutes: %s" % json.dumps(ps))
        time.sleep(0.2)


class Browser:
    """The console's round page as a browser loads it: at most 6 connections to the server (HTTP/1.1)."""
    STATIC = ["/console/round.html", "/console/console.css", "/console/round.js", "/console/api.js",
              "/console/board.js", "/console/result.js", "/console/pieces.js"]

    def __init__(self, port, connections=6):
        self.local = threading.local()
        self.port = port
        self.pool = ThreadPoolExecutor(connections)
        self.clients = []

    def client(self):
        c = getattr(self.local, "c", None)
        if c is None:
            c = self.local.c = Client(self.port)
            self.clients.append(c)
        return c

    def get(self, path, headers=None):
        return self.client().request("GET", path, headers=headers)

    def page(self, event, round_):
        """round.html?event=E&round=R until every board is shown (round.js load() up to its follow())."""
        console = {"X-Adjudicator-Console": "1"}
        list(self.pool.map(self.get, self.STATIC))
        found = json.loads(self.get("/api/tournaments?event=" + q(event), console))
        t = found[0]
        self.get("/api/tournaments/%s/rounds/%s" % (q(t["tournamentId"]), q(round_)), console)
        games = json.loads(self.get("/api/games?limit=1000&event=%s&round=%s&views=true" % (q(event), q(round_)), console))
        if games and "moves" not in games[0]:
            # a server before views=true: its console read each game's view (round.js of then)
            list(self.pool.map(lambda g: self.get("/api/games/" + q(g["gameId"]), console), games))
            self.requests = 11 + len(games)
        else:
            self.requests = 11
        self.get("/v3/api-docs")  # follow(): the event types, before the stream is opened
        return games

    def first_event(self, event, round_, timeout=900):
        """A new follower of the round's stream (no Last-Event-ID): the time to its first event, whatever it is (the
        round's state where the server starts a follower there, the first of the round's events where it starts
        from the store's first event); its name."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        conn.request("GET", "/api/events/%s/rounds/%s/stream" % (q(event), q(round_)),
                     headers={"Authorization": "Bearer " + TOKEN, "Accept": "text/event-stream"})
        r = conn.getresponse()
        if r.status != 200:
            raise Failed("the round's stream answered %d: %s" % (r.status, r.read(500)))
        while True:
            raw = r.readline()  # the body is chunked: HTTPResponse decodes it
            if not raw:
                raise Failed("the round's stream ended before its first event")
            if raw.startswith(b"event:"):
                conn.close()
                return raw[6:].strip().decode()

    def close(self):
        self.pool.shutdown()
        for c in self.clients:
            c.close()


def measure(port, samples):
    warmup = int(os.environ.get("WARMUP", "3"))
    report_samples = max(1, min(samples, int(os.environ.get("REPORT_SAMPLES", "10"))))
    page_samples = max(1, min(samples, int(os.environ.get("PAGE_SAMPLES", "10"))))
    stream_samples = int(os.environ.get("STREAM_SAMPLES", "3"))
    c = Client(port)
    waited, ps = await_projections(c)
    print("projections complete %.1f s after the first answer: %s" % (
        waited, ", ".join("%s at %s" % (p["name"], p.get("position")) for p in ps)), flush=True)
    ts = c.json("GET", "/api/tournaments")
    t = next((x for x in ts if x.get("name") == NAME), ts[0] if ts else None)
    if t is None:
        raise Failed("no tournament in the store")
    tid, event = t["tournamentId"], t["name"]
    view = c.json("GET", "/api/tournaments/" + q(tid))
    paired = sorted(x["round"] for x in view.get("roundsPaired") or [])
    if not paired:
        raise Failed("the tournament has no round paired")
    r = paired[(len(paired) - 1) // 2]
    print("tournament %s (%s): %d players, rounds %s; round measured: %d" % (
        event, tid, len(view.get("players") or []), ",".join(map(str, paired)), r), flush=True)
    base = "/api/tournaments/" + q(tid)
    reads = [
        ("tournament", base, samples),
        ("standings", base + "/standings", samples),
        ("crosstable", base + "/crosstable", samples),
        ("round %d" % r, "%s/rounds/%d" % (base, r), samples),
        ("round %d pgn (ADMIN)" % r, "%s/rounds/%d/pgn" % (base, r), samples),
        ("trf", base + "/trf", samples),
        ("report (PDF)", base + "/report", report_samples),
    ]
    for label, path, n in reads:
        first = None
        for _ in range(max(1, warmup)):
            ms, body = timed(lambda: c.request("GET", path))
            first = ms if first is None else first
        times = [timed(lambda: c.request("GET", path))[0] for _ in range(n)]
        line(label, first, times, "%d bytes" % len(body))
    delay_samples = int(os.environ.get("DELAY_SAMPLES", "10"))
    if delay_samples > 0:
        # the public's round PGN under a broadcast delay: its cutoff moves on every second, so each sample, a
        # second after the one before, is rendered for a new cutoff (the same second's polls share one rendering)
        c.json("POST", base + "/commands", {"type": "SetBroadcastDelay", "round": r, "minutes": 15})
        public = Client(port, auth=False)
        issued = c.request("POST", "%s/rounds/%d/feeds" % (base, r), "{}", expect=201)
        path = json.loads(issued)["url"]  # the public's address of the round's feed
        first, times = None, []
        for i in range(max(1, warmup) + delay_samples):
            time.sleep(1.05)
            ms, body = timed(lambda: public.request("GET", path))
            if i == 0:
                first = ms
            if i >= max(1, warmup):
                times.append(ms)
        line("round %d pgn (feed, 15 min delay)" % r, first, times, "%d bytes, a sample a second" % len(body))
        public.close()
    browser = Browser(port)
    first = None
    for _ in range(max(1, warmup)):
        ms, games = timed(lambda: browser.page(event, str(r)))
        first = ms if first is None else first
    times = [timed(lambda: browser.page(event, str(r)))[0] for _ in range(page_samples)]
    line("round page (%d boards)" % len(games), first, times,
         "%d requests: 7 static, tournament by event, round, games%s, api-docs" % (
             browser.requests, " with their views" if browser.requests == 11 else ", %d views" % len(games)))
    if stream_samples > 0:
        times, note = [], ""
        for _ in range(stream_samples):
            ms, name = timed(lambda: browser.first_event(event, str(r)))
            times.append(ms)
            note = "a new follower's first event: %s" % name
        line("round stream, first event", times[0], times, note + " (first = sample 1: no warm-up)")
    browser.close()
    c.close()


def main():
    try:
        if sys.argv[1] == "build":
            build(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5])
        elif sys.argv[1] == "measure":
            measure(int(sys.argv[2]), int(sys.argv[3]))
        else:
            raise SystemExit(__doc__)
    except Failed as e:
        print("FAILED: %s" % e, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
