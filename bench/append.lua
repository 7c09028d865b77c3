-- wrk script: each thread (one connection) plays its own pre-created games, one MakeMove per
-- request, knights shuffling, 100 plies a game, device time 100 ms per ply. Game ids come from the
-- file named by the GAMES environment variable (one id per line), split between the threads; every
-- request carries the bearer token of the TOKEN environment variable.
local cycle = {"g1f3", "g8f6", "f3g1", "f6g8"}
local threads = {}
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end

function init(args)
  auth = "Bearer " .. os.getenv("TOKEN")
  games = {}
  local n = 0
  local nthreads = tonumber(os.getenv("THREADS"))
  for line in io.lines(os.getenv("GAMES")) do
    n = n + 1
    if (n - 1) % nthreads == tid - 1 then table.insert(games, line) end
  end
  game = 1
  ply = 0
  plies = {}
  here = 0
  failures = 0
end

function request()
  if games == nil or not started then
    -- wrk calls request() once in its main state (where init() did not run) and once per thread
    -- before the first send; answer those with a harmless read so that no ply is lost
    started = games ~= nil
    return wrk.format("GET", "/api/games?limit=1", auth and {["Authorization"] = auth} or nil)
  end
  if here == 100 then
    plies[game] = ply
    game = game % #games + 1 -- after the last game, the first ones go on from where they stopped
    ply = plies[game] or 0
    here = 0
  end
  here = here + 1
  local player = (ply % 2 == 0) and "WHITE" or "BLACK"
  local secs = 36000 + ply
  local at = string.format("2026-03-01T%02d:%02d:%02d.%03dZ", math.floor(secs / 3600), math.floor(secs / 60) % 60, secs % 60, 0)
  local body = '{"type":"MakeMove","at":"' .. at .. '","player":"' .. player .. '","move":"' .. cycle[ply % 4 + 1] .. '"}'
  ply = ply + 1
  return wrk.format("POST", "/api/games/" .. games[game] .. "/commands", {["Content-Type"] = "application/json", ["Authorization"] = auth}, body)
end

function response(status, headers, body)
  if status ~= 200 then
    failures = failures + 1
    if failures < 3 then print("unexpected " .. status .. ": " .. body) end
  end
end

function done(summary, latency, requests)
  io.write(string.format("RESULT requests=%d seconds=%.1f rate=%.0f/s p50=%.2fms p99=%.2fms non2xx=%d errors(connect/read/write/timeout)=%d/%d/%d/%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.errors.status, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
end
