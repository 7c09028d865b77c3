package adjudicator.command.importing;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.SourceEndingRecorded;
import adjudicator.command.decide.Decision;
import adjudicator.command.decide.GameDecider;
import adjudicator.command.decide.ImportDecider;
import adjudicator.command.decide.SourceFindings;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.state.ResultStanding;
import adjudicator.engine.Color;
import adjudicator.engine.pgn.PgnReader;
import adjudicator.engine.pgn.SourceEnding;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game imported from PGN, given/when/expect on the pure decider ({@link ImportDecider}): the command
 * {@link PgnImport} makes of a game, decided by the same deciders as a game sent command by command; the
 * source's result stands (8.7) and the Laws' verdict on the facts is a finding.
 */
class ImportedGameTest {

    private static final Instant NOW = Instant.parse("2026-12-02T12:00:00Z");

    private static Commands.ImportGame command(String pgn, Edition rules) {
        return PgnImport.command(PgnReader.readOne(pgn), new PgnImport.Origin("f".repeat(64), 1), new PgnImport.Options(rules, null, NOW));
    }

    private static List<GameEvent> decide(Commands.ImportGame command) {
        return ImportDecider.decide(command).eventsOrThrow();
    }

    private static final String FOOLS_MATE_AGREED = """
            [Event "Open A"]
            [Site "Riga"]
            [Date "2026.03.01"]
            [Round "4.2"]
            [White "Fool, A"]
            [Black "Sharp, B"]
            [Result "1/2-1/2"]
            [Termination "Game drawn by agreement"]

            1. f3 e5 2. g4 Qh4# 1/2-1/2
            """;

    @Test
    void article8_7_theResultWrittenStandsAboveTheLawsEnding_andTheMateIsAFinding_FIDE_2017() {
        List<GameEvent> events = decide(command(FOOLS_MATE_AGREED, Edition.FIDE_2017));

        assertThat(events).extracting(e -> e.getClass().getSimpleName()).containsExactly("GameCreated", "MoveMade", "MoveMade",
                "MoveMade", "MoveMade", "GameEnded", "SourceEndingRecorded");
        GameCreated created = (GameCreated) events.get(0);
        assertThat(created.round()).isEqualTo("4");
        assertThat(created.board()).isEqualTo(2);
        assertThat(created.source().clocksKnown()).isFalse();
        assertThat(created.source().notes()).anyMatch(n -> n.contains("no clock comments"));
        assertThat(((MoveMade) events.get(4)).san()).isEqualTo("Qh4#");
        GameEnded laws = (GameEnded) events.get(5);
        assertThat(laws.result()).isEqualTo("0-1");
        assertThat(laws.article()).isEqualTo("5.1.1");
        SourceEndingRecorded source = (SourceEndingRecorded) events.get(6);
        assertThat(source.actor()).isEqualTo(Actor.SOURCE);
        assertThat(source.kind()).isEqualTo(SourceEnding.Kind.AGREEMENT);
        assertThat(source.result()).isEqualTo("1/2-1/2");
        assertThat(source.article()).isEqualTo("8.7");

        GameState state = GameFold.of(events);
        assertThat(state.result()).isEqualTo("1/2-1/2");
        assertThat(state.resultInForce()).isEqualTo("1/2-1/2");
        assertThat(state.resultStanding()).isEqualTo(ResultStanding.AS_WRITTEN_IN_SOURCE);
        assertThat(state.termination()).isEqualTo(Termination.AGREEMENT);
        assertThat(SourceFindings.of(state)).singleElement().satisfies(f -> {
            assertThat(f.article()).isEqualTo("5.1.1");
            assertThat(f.text()).isEqualTo("recorded 1/2-1/2 (Game drawn by agreement); the Laws give 0-1 under 5.1.1: checkmate after ply 4");
        });
    }

    private static final String LONE_KING_FLAG = """
            [Event "Open A"]
            [Site "Riga"]
            [Date "2026.03.01"]
            [Round "5"]
            [White "Queen, Only"]
            [Black "King, Lone"]
            [Result "0-1"]
            [UTCDate "2026.03.01"]
            [UTCTime "10:00:00"]
            [TimeControl "60+1"]
            [Termination "Time forfeit"]
            [SetUp "1"]
            [FEN "4k3/8/8/8/8/8/8/3QK3 w - - 0 60"]

            60. Qd7+ {[%clk 0:00:55]} Kf8 {[%clk 0:00:58]} 61. Qd6+ {[%clk 0:00:30]} Kg7 {[%emt 0:00:09] [%clk 0:00:50]} 0-1
            """;

    @Test
    void article6_9_aFlagFallAgainstALoneKingIsADrawByTheLaws_theSourcesLossStands_FIDE_2017() {
        List<GameEvent> events = decide(command(LONE_KING_FLAG, Edition.FIDE_2017));
        Instant t0 = Instant.parse("2026-03-01T10:00:00Z");
        // 60+1: White 60 s, +1 s a move; 55 left after the first move: 60 + 1 - 55 = 6 s taken; Black 60 + 1 - 58 = 3 s;
        // White 55 + 1 - 30 = 26 s; Black 58 + 1 - 50 = 9 s (the [%emt] says so too); White's 30 s then run out
        assertThat(events.get(1)).isEqualTo(new ClocksStarted(events.get(0).gameId(), t0, Actor.ARBITER, Color.WHITE, "6.6"));
        assertThat(events.stream().filter(e -> e instanceof ClockPressed).map(GameEvent::at).toList())
                .containsExactly(t0.plusSeconds(6), t0.plusSeconds(9), t0.plusSeconds(35), t0.plusSeconds(44));
        SourceEndingRecorded source = (SourceEndingRecorded) events.get(events.size() - 1);
        assertThat(source.at()).isEqualTo(t0.plusSeconds(74));
        assertThat(source.kind()).isEqualTo(SourceEnding.Kind.TIME_FORFEIT);

        GameState state = GameFold.of(events);
        assertThat(state.resultInForce()).isEqualTo("0-1");
        assertThat(state.clock().remainingMs(Color.WHITE, source.at())).isZero();
        assertThat(state.clock().remainingMs(Color.BLACK, source.at())).isEqualTo(50_000);
        assertThat(SourceFindings.of(state)).singleElement().satisfies(f -> {
            assertThat(f.article()).isEqualTo("6.9");
            assertThat(f.text()).isEqualTo("recorded 0-1 (Time forfeit); the Laws give 1/2-1/2 under 6.9: BLACK cannot checkmate "
                    + "WHITE's king by any series of legal moves");
        });
    }

    @Test
    void article6_10_theSameFlagFallIsADrawUnderItsOwnArticle_FIDE_2005() {
        GameState state = GameFold.of(decide(command(LONE_KING_FLAG, Edition.FIDE_2005)));
        assertThat(state.resultInForce()).isEqualTo("0-1");
        assertThat(SourceFindings.of(state)).singleElement().satisfies(f -> assertThat(f.article()).isEqualTo("6.10"));
    }

    private static final String DEAD_THEN_PLAYED_ON = """
            [Event "Open A"]
            [Site "Riga"]
            [Date "2026.03.01"]
            [Round "6"]
            [White "W"]
            [Black "B"]
            [Result "1/2-1/2"]
            [SetUp "1"]
            [FEN "4k3/8/8/8/8/8/3p4/3BK3 w - - 0 50"]

            50. Kxd2 Kd7 51. Bc2 Kd6 1/2-1/2
            """;

    @Test
    void article5_2_2_theMovesAfterADeadPositionAreKeptAsTheSourcesNotPlayed_FIDE_2017() {
        List<GameEvent> events = decide(command(DEAD_THEN_PLAYED_ON, Edition.FIDE_2017));
        assertThat(events).filteredOn(e -> e instanceof MoveMade).hasSize(1);
        GameEnded laws = (GameEnded) events.stream().filter(e -> e instanceof GameEnded).findFirst().orElseThrow();
        assertThat(laws.termination()).isEqualTo(Termination.DEAD_POSITION);
        assertThat(laws.article()).isEqualTo("5.2.2");
        SourceEndingRecorded source = (SourceEndingRecorded) events.get(events.size() - 1);
        assertThat(source.movesAfterEnd()).containsExactly("Kd7", "Bc2", "Kd6");

        GameState state = GameFold.of(events);
        assertThat(state.resultInForce()).isEqualTo("1/2-1/2");
        assertThat(SourceFindings.of(state)).singleElement().satisfies(f -> assertThat(f.text())
                .isEqualTo("the game ended after ply 1 under 5.2.2; the source goes on with 3 moves (Kd7 Bc2 Kd6), kept as the "
                        + "source's and not played"));
    }

    @Test
    void anIllegalMoveTheSourceGivesIsRecordedAsTheFactItIs_andIsAFinding_FIDE_2017() {
        Commands.ImportGame base = command(FOOLS_MATE_AGREED, Edition.FIDE_2017);
        String id = base.gameId();
        Instant at = base.create().at();
        // 1. e4 f5 2. Qh5+ and Black leaves his king in check: a7a6 can be made on the board
        Commands.ImportGame game = new Commands.ImportGame(id, null, base.create(), List.of(
                new Commands.MakeMove(id, at, null, Color.WHITE, "e2e4"), new Commands.MakeMove(id, at, null, Color.BLACK, "f7f5"),
                new Commands.MakeMove(id, at, null, Color.WHITE, "d1h5"), new Commands.MakeMove(id, at, null, Color.BLACK, "a7a6")),
                new Commands.RecordSourceEnding(id, at, null, SourceEnding.Kind.UNKNOWN, "1-0", null, List.of()));
        List<GameEvent> events = decide(game);
        MoveMade illegal = (MoveMade) events.get(4);
        assertThat(illegal.legal()).isFalse();
        assertThat(illegal.reason()).isEqualTo("KING_LEFT_IN_CHECK");
        GameState state = GameFold.of(events);
        assertThat(state.resultInForce()).isEqualTo("1-0");
        assertThat(SourceFindings.of(state)).singleElement().satisfies(f -> {
            assertThat(f.ply()).isEqualTo(4);
            assertThat(f.text()).startsWith("the move at ply 4 (BLACK, a7a6) is illegal (KING_LEFT_IN_CHECK").endsWith("the source applied no 7.5.1");
        });
    }

    @Test
    void article3_9_anIllegalMoveWrittenInThePgnIsImportedAsMade_theGameGoesOnFromThePositionItLeft_FIDE_2005() {
        Commands.ImportGame game = PgnImport.command(new PgnReader("[Event \"E\"]\n[Result \"1-0\"]\n\n1. e4 f5 2. Qh5+ a6 3. Qxf5 1-0\n")
                .acceptingIllegalMoves().next(), new PgnImport.Origin("f".repeat(64), 1), new PgnImport.Options(Edition.FIDE_2005, null, NOW));
        GameState state = GameFold.of(decide(game));
        assertThat(state.moves()).extracting(m -> m.move().uci()).containsExactly("e2e4", "f7f5", "d1h5", "a7a6", "h5f5");
        assertThat(state.moves().get(3).legal()).isFalse();
        assertThat(state.moves().get(4).legal()).isTrue();
        assertThat(state.resultInForce()).isEqualTo("1-0");
        assertThat(SourceFindings.of(state)).singleElement().satisfies(f -> assertThat(f.text())
                .isEqualTo("the move at ply 4 (BLACK, a7a6) is illegal (KING_LEFT_IN_CHECK, Art. 3.9); the source applied no 7.4a"));
    }

    @Test
    void aRulingThatNeedsTheClocksOfAGameImportedWithoutThemSaysThisRecordCannotTell() {
        Commands.ImportGame game = command(FOOLS_MATE_AGREED.replace("1. f3 e5 2. g4 Qh4# 1/2-1/2", "1. f3 e5 *"), Edition.FIDE_2017);
        GameState state = GameFold.of(decide(game));
        Decision<GameEvent> claim = GameDecider.decide(state, new Commands.ClaimFlagFall(game.gameId(), game.create().at().plusSeconds(60),
                null, Color.WHITE));
        assertThat(claim).isInstanceOfSatisfying(Decision.Rejected.class, r -> assertThat(r.rejection().detail())
                .contains("imported without its clocks").contains("cannot tell"));
    }

    @Test
    void theSourcesEndingIsRecordedOnce_andNotForAGameRecordedHere() {
        Commands.ImportGame game = command(FOOLS_MATE_AGREED, Edition.FIDE_2017);
        GameState imported = GameFold.of(decide(game));
        Commands.RecordSourceEnding again = new Commands.RecordSourceEnding(game.gameId(), imported.lastAt(), null,
                SourceEnding.Kind.RESIGNATION, "1-0", null, List.of());
        assertThat(GameDecider.decide(imported, again)).isInstanceOfSatisfying(Decision.Rejected.class,
                r -> assertThat(r.rejection().detail()).contains("already recorded"));

        GameState live = GameFold.of(GameDecider.create(new Commands.CreateGame("live", NOW, null, "W", "B", null, null, null, null,
                Edition.FIDE_2017, "-", null)).eventsOrThrow());
        assertThat(GameDecider.decide(live, new Commands.RecordSourceEnding("live", NOW, null, SourceEnding.Kind.RESIGNATION, "1-0",
                null, List.of()))).isInstanceOfSatisfying(Decision.Rejected.class, r -> assertThat(r.rejection().detail())
                .contains("only an imported game"));
    }

    @Test
    void anImportedGameIsTheSameGameAsTheSameCommandsSentOneByOne() {
        Commands.ImportGame game = command(LONE_KING_FLAG, Edition.FIDE_2017);
        List<GameEvent> imported = decide(game);
        // the same commands, each decided on the state the events before it folded into, as the aggregate does live
        GameState state = GameFold.of(GameDecider.create(game.create()).eventsOrThrow());
        List<GameEvent> oneByOne = new java.util.ArrayList<>(GameDecider.create(game.create()).eventsOrThrow());
        List<Commands.GameCommand> all = new java.util.ArrayList<>(game.play());
        all.add(game.ending());
        for (Commands.GameCommand c : all) {
            List<GameEvent> decided = GameDecider.decide(state, c).eventsOrThrow();
            oneByOne.addAll(decided);
            state = GameFold.from(state, decided);
        }
        assertThat(imported).isEqualTo(oneByOne);
    }

    @Test
    void anImportedGameReadFromItsSnapshotIsTheGameFoldedFromItsEvents() {
        for (String pgn : List.of(FOOLS_MATE_AGREED, LONE_KING_FLAG, DEAD_THEN_PLAYED_ON)) {
            GameState folded = GameFold.of(decide(command(pgn, Edition.FIDE_2017)));
            adjudicator.command.state.StoredState stored = adjudicator.command.state.StoredState.of(folded);
            assertThat(stored.sourceEnding()).isNotNull();
            GameState back = stored.toState();
            assertThat(adjudicator.command.state.StoredState.of(back)).isEqualTo(stored);
            assertThat(SourceFindings.of(back)).isEqualTo(SourceFindings.of(folded));
            assertThat(back.resultInForce()).isEqualTo(folded.resultInForce());
        }
    }

    @Test
    void aMalformedImportIsRefusedWhole() {
        Commands.ImportGame game = command(FOOLS_MATE_AGREED, Edition.FIDE_2017);
        String id = game.gameId();
        Instant before = game.create().at().minusSeconds(1);
        Commands.ImportGame backwards = new Commands.ImportGame(id, null, game.create(), game.play(),
                new Commands.RecordSourceEnding(id, before, null, SourceEnding.Kind.AGREEMENT, "1/2-1/2", null, List.of()));
        assertThat(ImportDecider.decide(backwards)).isInstanceOf(Decision.Rejected.class);
        Commands.ImportGame wrongTurn = new Commands.ImportGame(id, null, game.create(),
                List.of(new Commands.MakeMove(id, game.create().at(), null, Color.BLACK, "e7e5")), null);
        assertThat(ImportDecider.decide(wrongTurn)).isInstanceOfSatisfying(Decision.Rejected.class,
                r -> assertThat(r.rejection().detail()).startsWith("ply 1, MakeMove: "));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ImportDecider.decide(wrongTurn).eventsOrThrow())
                .isInstanceOf(GameRuleException.class);
    }
}
