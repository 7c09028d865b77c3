package adjudicator.query;

import adjudicator.command.text.Message;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Player;
import adjudicator.command.text.Language;
import adjudicator.command.text.Texts;
import adjudicator.command.record.EventRenderer;
import adjudicator.command.state.Breach;
import adjudicator.command.decide.SourceFindings;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.command.state.Obligation;
import adjudicator.command.state.OpenClaim;
import adjudicator.command.state.RulingRecord;
import adjudicator.engine.Color;
import adjudicator.engine.Squares;
import adjudicator.engine.clock.ChessClock;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;

/** The query side of the contract: a game's state, its audit trail, its position after any event, its PGN. */
@RestController
@RequestMapping("/api/games")
public class QueryController {

    public static final MediaType PGN = MediaType.parseMediaType("application/x-chess-pgn");
    public static final MediaType CSV = MediaType.parseMediaType("text/csv;charset=UTF-8");

    private final GameReader reader;
    private final GameSummaryRepository repository;
    private final EventRenderer events;
    private final ObjectMapper mapper;
    private final adjudicator.command.appeal.AppealReader appeals;
    private final adjudicator.query.appeal.AppealIndex appealIndex;
    private final GameHeads gameHeads;

    public QueryController(GameReader reader, GameSummaryRepository repository, EventRenderer events, ObjectMapper mapper,
                           adjudicator.command.appeal.AppealReader appeals, adjudicator.query.appeal.AppealIndex appealIndex,
                           GameHeads gameHeads) {
        this.reader = reader;
        this.repository = repository;
        this.events = events;
        this.mapper = mapper;
        this.appeals = appeals;
        this.appealIndex = appealIndex;
        this.gameHeads = gameHeads;
    }

    /**
     * A list of games, newest first, of every event or of one ({@code event}), from the {@code games}
     * read model (it may trail the store by a moment); with {@code round} as well, the games of that round
     * of the event, by board, however many games the event has.
     */
    @GetMapping
    public ArrayNode list(@RequestParam(defaultValue = "100") int limit, @RequestParam(required = false) String event,
                         @RequestParam(required = false) String round,
                         @io.swagger.v3.oas.annotations.Parameter(description = "with event= and round=: each game's view as "
                                 + "GET /api/games/{id} gives it, as of its last stored event, instead of its line of the list")
                         @RequestParam(defaultValue = "false") boolean views) {
        if (limit < 1 || limit > 1000) {
            throw GameRuleException.malformed(Message.of("refusal.query.listLimit"));
        }
        if (round != null && event == null) {
            throw GameRuleException.malformed(Message.of("refusal.query.roundWithoutEvent"));
        }
        if (views && round == null) {
            throw GameRuleException.malformed(Message.of("refusal.query.viewsWithoutRound"));
        }
        List<GameSummary> games = round == null ? repository.list(limit, event)
                : repository.byEvent(event, round).stream().limit(limit).toList();
        if (views) {
            return views(games);
        }
        ArrayNode out = mapper.createArrayNode();
        for (GameSummary s : games) {
            ObjectNode n = out.addObject();
            n.put("gameId", s.gameId);
            n.put("rules", s.rules);
            n.put("white", s.white);
            n.put("black", s.black);
            n.put("event", s.event);
            n.put("round", s.round);
            if (s.board != null) {
                n.put("board", s.board); // where the game has one (an addition: the console finds a board's game by it)
            }
            n.put("status", s.status);
            n.put("result", s.result);
            n.put("termination", s.termination);
            n.put("fen", s.fen);
            n.put("moveCount", s.moveCount);
            n.put("lastEventSeq", s.lastSeq);
            n.put("lastEventAt", s.lastAt);
        }
        return out;
    }

    /** A rendered view, for the game's event {@code seq}. */
    private record RenderedView(long seq, ObjectNode view) {
    }

    /** The views of the games of rounds read lately: a round's page reads again only the games that changed. */
    private final Map<String, RenderedView> rendered = java.util.Collections.synchronizedMap(new java.util.LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, RenderedView> eldest) {
            return size() > 4096;
        }
    });

    /**
     * Each game's view as {@link #state} gives it with no instant, as of the game's last stored event (asked of the
     * store for them all at once), its chain checked up to it: kept for that event, folded again where it changed.
     */
    private ArrayNode views(List<GameSummary> games) {
        Map<String, Long> heads = gameHeads.of(games.stream().map(g -> g.gameId).toList());
        ArrayNode out = mapper.createArrayNode();
        for (GameSummary g : games) {
            Long head = heads.get(g.gameId);
            RenderedView known = rendered.get(g.gameId);
            if (head != null && known != null && known.seq() == head) {
                reader.verifiedUpTo(g.gameId, head);
                out.add(known.view());
                continue;
            }
            GameState state = reader.current(g.gameId);
            ObjectNode view = render(state, lastAt(state));
            rendered.put(g.gameId, new RenderedView(state.lastSeq(), view));
            out.add(view);
        }
        return out;
    }

    @GetMapping("/{gameId}")
    public ObjectNode state(@PathVariable String gameId, @RequestParam(required = false) String at,
                            @RequestParam(name = Language.PARAM, required = false) String lang) {
        Texts texts = Texts.of(Language.of(lang));
        if (at == null) {
            GameState state = reader.current(gameId);
            return reworded(render(state, lastAt(state)), gameId, texts);
        }
        Instant instant = parseInstant(at);
        return reworded(render(reader.asOf(gameId, instant), instant), gameId, texts);
    }

    /**
     * The view's rulings ({@code rulings}, {@code lastRuling}) worded in the language of {@code texts}, each again from
     * its event ({@link adjudicator.command.state.Rulings#describe(GameEvent, GameState, Texts)}); in English as the
     * fold keeps them.
     */
    private ObjectNode reworded(ObjectNode view, String gameId, Texts texts) {
        if (texts.language() == Language.EN) {
            return view;
        }
        List<GameEvent> events = reader.events(gameId);
        java.util.function.Consumer<JsonNode> reword = r -> {
            int seq = r.get("seq").asInt();
            if (seq < 0 || seq >= events.size()) {
                return;
            }
            GameEvent e = events.get(seq);
            GameState before = e instanceof adjudicator.command.api.PositionRestored && seq > 0 ? reader.afterEvent(gameId, seq - 1)
                    : GameState.EMPTY;
            String text = adjudicator.command.state.Rulings.describe(e, before, texts);
            if (text != null) {
                ((ObjectNode) r).put("text", text);
            }
        };
        view.withArray("rulings").forEach(reword);
        if (view.get("lastRuling") instanceof ObjectNode last) {
            reword.accept(last);
        }
        return view;
    }

    @GetMapping("/{gameId}/acts")
    @io.swagger.v3.oas.annotations.Operation(summary = "What may be sent to the game now, as its deciders decide on its current "
            + "state (nothing is written): each command type they accept, by whom (WHITE, BLACK, ARBITER) and with which choices "
            + "(a claim's basis, a penalty's kind, a ruling's decision, a flag's side, the result's decision); at (default: now, "
            + "and never before the game's last event) is the instant the commands would be sent at. Whether the account may "
            + "send each type is GET /api/console/session's commands; the server decides every command when it is sent all the same")
    public ObjectNode acts(@PathVariable String gameId, @RequestParam(required = false) String at) {
        GameState state = reader.current(gameId);
        Instant instant = at == null ? Instant.now() : parseInstant(at);
        ObjectNode out = mapper.createObjectNode();
        out.put("gameId", gameId);
        out.put("lastEventSeq", state.lastSeq());
        out.put("status", state.status().name());
        ArrayNode list = out.putArray("acts");
        for (adjudicator.command.decide.Acts.Act a : adjudicator.command.decide.Acts.now(state, instant)) {
            ObjectNode n = list.addObject().put("type", a.type());
            a.by().forEach(n.putArray("by")::add);
            a.options().forEach(n.putArray("options")::add);
        }
        return out;
    }

    @GetMapping("/{gameId}/position")
    public ObjectNode position(@PathVariable String gameId, @RequestParam long afterEvent) {
        if (afterEvent < 0) {
            throw GameRuleException.malformed(Message.of("refusal.query.afterEvent"));
        }
        GameState state = reader.afterEvent(gameId, afterEvent);
        ObjectNode out = render(state, lastAt(state));
        out.put("afterEvent", afterEvent);
        return out;
    }

    /**
     * The game's audit trail: every event, as the contract says; or, when asked with {@code from} (a
     * sequence number) and/or {@code limit} (1 to {@value #MAX_PAGE}), one page of it, with a
     * {@code Link: <...>; rel="next"} header while events remain.
     */
    @GetMapping("/{gameId}/events")
    public ResponseEntity<List<ObjectNode>> events(@PathVariable String gameId, @RequestParam(required = false) Long from,
                                                   @RequestParam(required = false) Integer limit) {
        long last = reader.verifiedLastSeq(gameId);
        if (from == null && limit == null) {
            return ResponseEntity.ok(events.render(gameId, 0, -1));
        }
        long first = from == null ? 0 : from;
        int size = limit == null ? MAX_PAGE : limit;
        if (first < 0) {
            throw GameRuleException.malformed(Message.of("refusal.query.from", first));
        }
        if (size < 1 || size > MAX_PAGE) {
            throw GameRuleException.malformed(Message.of("refusal.query.pageLimit", MAX_PAGE, size));
        }
        long end = Math.min(last, first + size - 1);
        List<ObjectNode> page = first > last ? List.of() : events.render(gameId, first, end);
        ResponseEntity.BodyBuilder answer = ResponseEntity.ok();
        if (end < last && first <= last) {
            answer.header(HttpHeaders.LINK, "</api/games/" + gameId + "/events?from=" + (end + 1) + "&limit=" + size + ">; rel=\"next\"");
        }
        return answer.body(page);
    }

    /** The largest page of {@code /events}. */
    static final int MAX_PAGE = 10_000;

    /**
     * The game's timeline (the audit trail as a person reads it), optionally only one actor's
     * ({@code actor}: WHITE, BLACK, ARBITER, SYSTEM) or some kinds ({@code kind}: event types,
     * comma-separated); as JSON, or as CSV with {@code format=csv} or {@code Accept: text/csv}.
     */
    @GetMapping(value = "/{gameId}/timeline")
    public ResponseEntity<?> timeline(@PathVariable String gameId, @RequestParam(required = false) String actor,
                                      @RequestParam(required = false) String kind,
                                      @RequestParam(required = false) String format,
                                      @RequestParam(name = Language.PARAM, required = false) String lang,
                                      @RequestHeader(value = HttpHeaders.ACCEPT, required = false) String accept) {
        Texts texts = Texts.of(Language.of(lang));
        if (actor != null && !Timeline.isActor(actor)) {
            throw GameRuleException.malformed(Message.of("refusal.query.actor", actor));
        }
        List<String> kinds = kind == null ? List.of() : List.of(kind.split(","));
        for (String k : kinds) {
            if (!Timeline.eventTypes().contains(k)) {
                throw GameRuleException.malformed(Message.of("refusal.query.kind", k, Timeline.eventTypes()));
            }
        }
        if (format != null && !format.equals("csv") && !format.equals("json")) {
            throw GameRuleException.malformed(Message.of("refusal.query.formatJsonOrCsv", format));
        }
        List<Timeline.Row> rows = withAppeals(reader.timeline(gameId, texts), gameId, texts).stream()
                .filter(r -> actor == null || actor.equals(r.actor()))
                .filter(r -> kinds.isEmpty() || kinds.contains(r.type()))
                .toList();
        boolean csv = "csv".equals(format) || (format == null && accept != null && accept.contains("text/csv"));
        if (csv) {
            return ResponseEntity.ok().contentType(CSV).body(Timeline.csv(rows));
        }
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(rows);
    }

    /**
     * The game's rows with the events of its appeals among them, in the order the server received them
     * (the game's own keep their order).
     */
    private List<Timeline.Row> withAppeals(List<Timeline.Row> rows, String gameId, Texts texts) {
        List<Timeline.Row> appealRows = new java.util.ArrayList<>();
        for (adjudicator.command.appeal.AppealState a : appealIndex.ofGame(gameId)) {
            appeals.events(a.lodged().appealId()).forEach(m -> appealRows.add(Timeline.appealRow(m, texts)));
        }
        if (appealRows.isEmpty()) {
            return rows;
        }
        // several appeals of one game run side by side: their events in the order received, not appeal by appeal
        // (as instants: Instant.toString drops a zero fraction, so "…:00Z" would sort after "…:00.5Z" as text)
        appealRows.sort(java.util.Comparator.comparing(r -> Instant.parse(r.recordedAt())));
        List<Timeline.Row> out = new java.util.ArrayList<>();
        int j = 0;
        for (Timeline.Row r : rows) {
            while (j < appealRows.size() && Instant.parse(appealRows.get(j).recordedAt()).isBefore(Instant.parse(r.recordedAt()))) {
                out.add(appealRows.get(j++));
            }
            out.add(r);
        }
        out.addAll(appealRows.subList(j, appealRows.size()));
        return out;
    }

    /**
     * The scoresheet (Art. 8): moves in pairs with the clock after each, draw offers marked {@code =};
     * {@code lang=en} (default) or {@code ru} (the piece letters of the RF 2013 rules 8.8.2); as JSON,
     * or as text with {@code format=text}.
     */
    @GetMapping(value = "/{gameId}/scoresheet")
    public ResponseEntity<?> scoresheet(@PathVariable String gameId, @RequestParam(defaultValue = "en") String lang,
                                        @RequestParam(defaultValue = "json") String format) {
        if (!lang.equals("en") && !lang.equals("ru")) {
            throw GameRuleException.malformed(Message.of("refusal.query.scoresheetLang", lang));
        }
        if (!format.equals("json") && !format.equals("text")) {
            throw GameRuleException.malformed(Message.of("refusal.query.formatJsonOrText", format));
        }
        Scoresheet.Sheet sheet = Scoresheet.of(reader.current(gameId), lang);
        if (format.equals("text")) {
            return ResponseEntity.ok().contentType(MediaType.parseMediaType("text/plain;charset=UTF-8")).body(Scoresheet.text(sheet));
        }
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(sheet);
    }

    @GetMapping(value = "/{gameId}/pgn")
    public ResponseEntity<String> pgn(@PathVariable String gameId) {
        return ResponseEntity.ok().contentType(PGN).body(PgnWriter.write(reader.current(gameId), reader.recordedBy(gameId)));
    }

    /** The game resource in PGN, for a client that asks for it ({@code Accept: application/x-chess-pgn}). */
    @GetMapping(value = "/{gameId}", produces = "application/x-chess-pgn")
    public ResponseEntity<String> statePgn(@PathVariable String gameId) {
        return pgn(gameId);
    }

    /**
     * The games of an event, or of one round of it, in one PGN file (by round and board), each folded
     * from its own events; the list of games comes from the {@code games} read model.
     */
    @GetMapping(value = "/pgn")
    public ResponseEntity<String> eventPgn(@RequestParam String event, @RequestParam(required = false) String round) {
        if (event.isBlank()) {
            throw GameRuleException.malformed(Message.of("refusal.query.eventRequired"));
        }
        List<GameSummary> games = repository.byEvent(event, round);
        if (games.isEmpty()) {
            throw new NoGamesException(round == null ? Message.of("notFound.event", event) : Message.of("notFound.eventRound", event, round));
        }
        StringBuilder out = new StringBuilder();
        for (GameSummary g : games) {
            out.append(PgnWriter.write(reader.current(g.gameId), reader.recordedBy(g.gameId)));
        }
        return ResponseEntity.ok().contentType(PGN).body(out.toString());
    }

    /** An event or round that has no game. */
    static class NoGamesException extends adjudicator.command.text.WordedException {
        NoGamesException(Message message) {
            super(message);
        }
    }

    @ExceptionHandler(NoGamesException.class)
    public ResponseEntity<ProblemDetail> noGames(NoGamesException e) {
        return Problems.answer(HttpStatus.NOT_FOUND, "No such event or round", e);
    }

    @ExceptionHandler(GameReader.BeforeTheGameException.class)
    public ResponseEntity<ProblemDetail> beforeTheGame(GameReader.BeforeTheGameException e) {
        return Problems.answer(HttpStatus.UNPROCESSABLE_ENTITY, "No game at that instant", e);
    }

    @ExceptionHandler(GameReader.NoSuchEventException.class)
    public ResponseEntity<ProblemDetail> noSuchEvent(GameReader.NoSuchEventException e) {
        return Problems.answer(HttpStatus.NOT_FOUND, "No such event", e);
    }

    /** The contract's state shape, with the clocks as of {@code clockAt}, plus details the contract allows. */
    ObjectNode render(GameState v, Instant clockAt) {
        GameCreated game = v.created();
        ObjectNode out = mapper.createObjectNode();
        out.put("gameId", v.gameId());
        out.put("rules", v.edition().name());
        out.put("status", v.status().name());
        out.put("fen", v.fen());
        out.put("sideToMove", v.position().sideToMove().name());
        ArrayNode moves = out.putArray("moves");
        for (MoveRecord m : v.moves()) {
            moves.add(m.legal() ? m.san() : m.uci());
        }
        // the last move's squares and the king in check, for the board to mark them
        if (v.moves().isEmpty()) {
            out.putNull("lastMove");
        } else {
            String uci = v.moves().get(v.moves().size() - 1).uci();
            out.putObject("lastMove").put("from", uci.substring(0, 2)).put("to", uci.substring(2, 4)).put("uci", uci);
        }
        out.put("checkSquare", checkSquare(v.position()));
        out.put("result", v.result());
        out.put("termination", v.termination() == null ? null : v.termination().name());
        out.put("terminationArticle", v.terminationArticle());
        if (v.resultStanding() != null) {
            // 8.7: the result in force, where it stands, the two signatures and the arbiter's decision
            out.put("resultInForce", v.resultInForce());
            // the ending in force beside it (an appeal's or the arbiter's); termination stays the record's
            out.put("terminationInForce", v.terminationInForce() == null ? null : v.terminationInForce().name());
            out.put("terminationArticleInForce", v.terminationArticleInForce());
            out.put("resultStanding", v.resultStanding().name());
            ObjectNode signed = out.putObject("scoresheets");
            signed.put("white", v.signed(Color.WHITE));
            signed.put("black", v.signed(Color.BLACK));
            if (v.resultDecision() != null) {
                ObjectNode d = out.putObject("resultDecision");
                d.put("decision", v.resultDecision().decision().name());
                d.put("result", v.resultDecision().result());
                d.put("reason", v.resultDecision().reason());
                d.put("article", v.resultDecision().article());
                d.put("seq", v.resultDecision().seq());
            }
            if (v.appealDecision() != null) {
                // only where an appeal amended it: the fields of the views before appeals stay as they were
                ObjectNode a = out.putObject("appealDecision");
                a.put("appealId", v.appealDecision().appealId());
                a.put("result", v.appealDecision().result());
                a.put("termination", v.appealDecision().termination() == null ? null : v.appealDecision().termination().name());
                a.put("article", v.appealDecision().article());
                a.put("reason", v.appealDecision().reason());
                a.put("seq", v.appealDecision().seq());
            }
        }
        ChessClock clock = v.clock();
        ObjectNode clocks = out.putObject("clocks");
        for (Color side : Color.values()) {
            ObjectNode c = clocks.putObject(side == Color.WHITE ? "white" : "black");
            if (clock.control().hasClock()) {
                c.put("remainingMs", clock.remainingMs(side, clockAt));
                c.put("flagFallen", clock.flagFallen(side, clockAt));
            } else {
                c.putNull("remainingMs");
                c.put("flagFallen", false);
            }
            c.put("movesCompleted", clock.movesOf(side));
        }
        clocks.put("running", clock.running() == null ? null : clock.running().name());
        clocks.put("asOf", clockAt == null ? null : clockAt.toString());
        out.put("white", game.whiteName());
        out.put("black", game.blackName());
        if (Player.fideIdOf(game.white()) != null) {
            out.put("whiteFideId", game.white().fideId());
        }
        if (Player.fideIdOf(game.black()) != null) {
            out.put("blackFideId", game.black().fideId());
        }
        out.put("event", game.event());
        out.put("site", game.site());
        out.put("round", game.round());
        if (game.board() != null) {
            out.put("board", game.board());
        } else {
            out.putNull("board");
        }
        out.put("timeControl", game.timeControl());
        out.put("timeControlInForce", v.timeControlInForce());
        out.put("startFen", game.startFen());
        ArrayNode moveList = out.putArray("moveList");
        for (MoveRecord m : v.moves()) {
            ObjectNode n = moveList.addObject();
            n.put("seq", m.seq());
            n.put("player", m.player().name());
            n.put("uci", m.uci());
            n.put("san", m.san());
            n.put("legal", m.legal());
            n.put("reason", m.reason());
            n.put("article", m.article());
            n.put("at", m.at().toString());
            n.put("clockMs", m.clockMs());
            n.put("emtMs", m.emtMs());
        }
        String drawOfferBy = v.drawOfferBy() == null ? null : v.drawOfferBy().name();
        out.put("drawOfferBy", drawOfferBy);
        ObjectNode pending = out.putObject("pending");
        ArrayNode touches = pending.putArray("touches");
        v.touches().forEach(square -> touches.add(Squares.name(square)));
        pending.put("promotionChoice", v.promotionTouch() == null ? null
                : Squares.name(v.promotionTouch().square()) + "=" + v.promotionTouch().piece().letter());
        pending.set("obligation", v.obligation().map(o -> (JsonNode) obligation(o)).orElse(mapper.nullNode()));
        pending.set("breach", v.claimableBreach().map(b -> (JsonNode) breach(b)).orElse(mapper.nullNode()));
        pending.put("drawOfferBy", drawOfferBy);
        pending.set("openClaim", v.openClaim().map(c -> (JsonNode) openClaim(c)).orElse(mapper.nullNode()));
        pending.set("moveCounter", moveCounter(v));
        v.pendingEnding().ifPresent(p -> {
            // only while an ending waits for a touch-move claim (2017/2023 5.x, 4.8): other views stay as they were
            ObjectNode n = out.putObject("pendingEnding");
            n.put("result", p.result());
            n.put("termination", p.termination().name());
            n.put("article", p.article());
            n.put("claimant", p.claimant().name());
            n.put("claimArticle", p.claimArticle());
            n.put("afterMoves", p.ply());
            n.put("seq", p.seq());
        });
        ObjectNode penalties = out.putObject("penalties");
        penalties.put("white", v.penaltiesOn(Color.WHITE));
        penalties.put("black", v.penaltiesOn(Color.BLACK));
        ObjectNode illegal = out.putObject("illegalMoves");
        illegal.put("white", v.illegalMovesOf(Color.WHITE));
        illegal.put("black", v.illegalMovesOf(Color.BLACK));
        ArrayNode rulings = out.putArray("rulings");
        for (RulingRecord r : v.rulings()) {
            rulings.addObject().put("seq", r.seq()).put("afterMoves", r.afterMoves()).put("type", r.type())
                    .put("article", r.article()).put("text", r.text());
        }
        // the last ruling (the arbiter's, the Laws', a committee's), not a player's act the list also shows
        v.lastRuling().ifPresentOrElse(r -> out.putObject("lastRuling").put("seq", r.seq()).put("afterMoves", r.afterMoves())
                .put("type", r.type()).put("article", r.article()).put("text", r.text()), () -> out.putNull("lastRuling"));
        out.put("lastEventSeq", v.lastSeq());
        out.put("lastEventAt", v.lastAt() == null ? null : v.lastAt().toString());
        if (v.source() != null) {
            // only for an imported game: the views of games recorded here stay as they were
            out.set("source", source(v));
            ArrayNode findings = out.putArray("findings");
            for (SourceFindings.Finding f : SourceFindings.of(v)) {
                findings.addObject().put("ply", f.ply()).put("article", f.article()).put("text", f.text());
            }
        }
        return out;
    }

    /** The square of the king of the side to move where it is in check, else null. */
    private static String checkSquare(adjudicator.engine.Position p) {
        int king = p.inCheck() ? p.kingSquare(p.sideToMove()) : -1;
        return king < 0 ? null : adjudicator.engine.Squares.name(king);
    }

    /** Where an imported game came from, and how its source says it ended (docs/import.md). */
    private ObjectNode source(GameState v) {
        adjudicator.command.api.GameSource source = v.source();
        ObjectNode n = mapper.createObjectNode();
        n.put("format", source.format());
        n.put("sha256", source.sha256());
        n.put("gameNumber", source.gameNumber());
        n.put("identity", source.identity());
        n.put("clocksKnown", source.clocksKnown());
        ArrayNode tags = n.putArray("tags");
        source.tags().forEach(t -> tags.addObject().put("name", t.name()).put("value", t.value()));
        ArrayNode notes = n.putArray("notes");
        source.notes().forEach(notes::add);
        if (v.sourceEnding() != null) {
            adjudicator.command.api.SourceEndingRecorded e = v.sourceEnding().ending();
            ObjectNode ending = n.putObject("ending");
            ending.put("seq", v.sourceEnding().seq());
            ending.put("kind", e.kind().name());
            ending.put("result", e.result());
            ending.put("termination", e.termination());
            ArrayNode after = ending.putArray("movesAfterEnd");
            e.movesAfterEnd().forEach(after::add);
            if (v.sourceEnding().lawsResult() != null) {
                ObjectNode laws = ending.putObject("lawsEnding");
                laws.put("result", v.sourceEnding().lawsResult());
                laws.put("termination", v.sourceEnding().lawsTermination().name());
                laws.put("article", v.sourceEnding().lawsArticle());
                laws.put("afterPly", v.sourceEnding().lawsPly());
            }
        } else {
            n.putNull("ending");
        }
        return n;
    }

    private ObjectNode obligation(Obligation o) {
        ObjectNode n = mapper.createObjectNode();
        n.put("player", o.player().name());
        ArrayNode allowed = n.putArray("allowed");
        o.allowed().forEach(m -> allowed.add(m.uci()));
        n.put("article", o.article());
        return n;
    }

    private ObjectNode breach(Breach b) {
        return mapper.createObjectNode().put("player", b.player().name()).put("uci", b.uci()).put("article", b.article());
    }

    private ObjectNode openClaim(OpenClaim c) {
        return mapper.createObjectNode().put("player", c.claimant().name()).put("basis", c.basis().name())
                .put("status", c.status().name());
    }

    /**
     * The clock's move counters where they count more moves than the line on the board holds (after a
     * reinstatement without new times, an annulled move still counted by the device): the arbiter sets
     * them with {@code CorrectClocks} (2005 6.14; 2017 6.10.2). Null when they agree.
     */
    private JsonNode moveCounter(GameState v) {
        return v.moveCounterAhead().<JsonNode>map(c -> {
            ObjectNode out = mapper.createObjectNode();
            out.putObject("white").put("clock", c.whiteByClock()).put("board", c.whiteOnBoard());
            out.putObject("black").put("clock", c.blackByClock()).put("board", c.blackOnBoard());
            return out;
        }).orElse(mapper.nullNode());
    }

    private static Instant lastAt(GameState state) {
        return state.lastAt();
    }

    private static Instant parseInstant(String text) {
        Instant at;
        try {
            at = Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw GameRuleException.malformed(Message.of("refusal.query.at", text));
        }
        if (!ChessClock.handles(at)) {
            throw GameRuleException.malformed(Message.of("refusal.query.atRange", ChessClock.EARLIEST, ChessClock.LATEST, text));
        }
        return at;
    }
}
