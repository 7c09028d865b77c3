package adjudicator.command.game;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.state.StoredState;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static adjudicator.command.game.GameFixtures.ID;
import static adjudicator.command.game.GameFixtures.T0;
import static adjudicator.command.game.GameFixtures.t;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game written to a snapshot and read back is the game replayed from its events, and stays so as
 * further events arrive: the moves, the line of positions for repetition, the clocks, the bindings,
 * the counts, the open claims and the answers to repeated command ids.
 */
class GameSnapshotTest {

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    /** A history with a bit of everything: shuffles, an illegal move reinstated, touches, a breach, an offer, a claim. */
    private static List<GameEvent> history() {
        List<GameEvent> events = new ArrayList<>();
        events.add(new GameCreated(ID, T0, Actor.ARBITER, "W", "B", "Open", null, "1", 1, Edition.FIDE_2005, "5400", Position.INITIAL_FEN));
        events.add(new ClocksStarted(ID, t(0), Actor.ARBITER, WHITE, "6.5"));
        String[] cycle = {"g1f3", "g8f6", "f3g1", "f6g8"};
        Position p = Position.initial();
        long s = 1;
        for (int ply = 0; ply < 7; ply++) {
            Color mover = p.sideToMove();
            p = p.play(Move.parseUci(cycle[ply % 4]));
            events.add(new PieceTouched(ID, t(s++), Actor.of(mover), mover, cycle[ply % 4].substring(0, 2), mover == WHITE ? "N" : "n"));
            events.add(new MoveMade(ID, t(s++), Actor.of(mover), mover, cycle[ply % 4], null, true, null, null, p.fen()));
            events.add(new ClockPressed(ID, t(s++), Actor.of(mover), mover));
        }
        // Black to move after 7 plies: an illegal move, reported and taken back, the knight bound
        events.add(new MoveMade(ID, t(s++), Actor.BLACK, BLACK, "f6f4", null, false, "PIECE_CANNOT_MOVE_THAT_WAY", "3.6", p.fen()));
        events.add(new ClockPressed(ID, t(s++), Actor.BLACK, BLACK));
        events.add(new IllegalMoveDetected(ID, t(s), Actor.WHITE, BLACK, 8, "f6f4", "PIECE_CANNOT_MOVE_THAT_WAY", "7.4a", true, 1, Edition.FIDE_2005));
        events.add(new PositionRestored(ID, t(s++), Actor.SYSTEM, 7, p.fen(), "7.4a", "illegal move", Edition.FIDE_2005,
                List.of("f6"), List.of("f6d5", "f6e4", "f6g4", "f6g8", "f6h5"), "4.3a", List.of("f6f4")));
        events.add(new MoveMade(ID, t(s), Actor.BLACK, BLACK, "e7e5", null, true, null, null, p.fen()));
        events.add(new ObligationBroken(ID, t(s++), Actor.SYSTEM, BLACK, 8, "e7e5", List.of("f6d5", "f6e4", "f6g4", "f6g8", "f6h5"),
                "4.3a", List.of("f6"), Edition.FIDE_2005));
        events.add(new DrawOffered(ID, t(s++), Actor.BLACK, BLACK, true, "9.1a", null, Edition.FIDE_2005));
        events.add(new DrawClaimed(ID, t(s), Actor.BLACK, BLACK, ClaimKind.QUICKPLAY_FINISH, null, null));
        events.add(new ClocksStopped(ID, t(s++), Actor.BLACK, 5_300_000, 5_300_000, "10.2", Edition.FIDE_2005));
        events.add(new ClaimPostponed(ID, t(s++), Actor.ARBITER, BLACK, 60_000, "10.2b", Edition.FIDE_2005));
        return events;
    }

    private static Game replay(List<GameEvent> events) {
        Game game = new Game();
        for (int i = 0; i < events.size(); i++) {
            game.on(events.get(i), i % 3 == 0 ? "cmd-" + i : null, i % 3 == 0 ? "digest-" + i : null);
        }
        return game;
    }

    private static Game roundTrip(Game game) throws Exception {
        String json = JSON.writeValueAsString(game);
        return JSON.readValue(json, Game.class);
    }

    /** What a snapshot keeps of a game. */
    private static GameSnapshot form(Game game) {
        return new GameSnapshot(StoredState.of(game.state()), game.answers(), game.digests());
    }

    /** What a snapshot does not keep but rebuilds: the position and the line of positions. */
    private static List<String> derived(Game game) {
        List<String> out = new ArrayList<>();
        out.add(game.state().position().fen());
        game.state().positionsForRepetition().forEach(p -> out.add(p.fen()));
        return out;
    }

    @Test
    void aGameReadFromItsSnapshotIsTheGameReplayedFromItsEvents() throws Exception {
        List<GameEvent> events = history();
        for (int cut = 1; cut <= events.size(); cut++) {
            Game replayed = replay(events.subList(0, cut));
            Game restored = roundTrip(replayed);
            assertThat(form(restored)).as("after " + cut + " events").isEqualTo(form(replayed));
            assertThat(derived(restored)).as("position and line after " + cut + " events")
                    .isEqualTo(derived(replayed));
            // and it stays equal as the rest of the events arrive
            for (int i = cut; i < events.size(); i++) {
                restored.on(events.get(i), i % 3 == 0 ? "cmd-" + i : null, i % 3 == 0 ? "digest-" + i : null);
            }
            Game full = replay(events);
            assertThat(form(restored)).as("from a snapshot after " + cut + " events, then the rest")
                    .isEqualTo(form(full));
            assertThat(derived(restored)).isEqualTo(derived(full));
        }
    }

    /**
     * The states a fold gives along the way are immutable: each, kept while the fold goes on (one
     * event at a time, or many into one builder with states taken between), is still the state folded
     * afresh from the events up to it, in everything a snapshot keeps and derives.
     */
    @Test
    void statesKeptAlongAFoldStayAsTheyWere() {
        List<GameEvent> events = history();
        List<GameState> stepwise = new ArrayList<>();
        List<GameState> taken = new ArrayList<>();
        GameState state = GameState.EMPTY;
        GameFold.Folding folding = new GameFold.Folding(GameState.EMPTY);
        for (GameEvent e : events) {
            state = GameFold.evolve(state, e);
            stepwise.add(state);
            taken.add(folding.apply(e).state());
        }
        assertThat(GameState.EMPTY.lastSeq()).isEqualTo(-1);
        assertThat(GameState.EMPTY.moves()).isEmpty();
        for (int i = 0; i < events.size(); i++) {
            GameState fresh = GameFold.of(events.subList(0, i + 1));
            for (GameState kept : List.of(stepwise.get(i), taken.get(i))) {
                assertThat(StoredState.of(kept)).as("after event %d", i).isEqualTo(StoredState.of(fresh));
                assertThat(kept.position()).isEqualTo(fresh.position());
                assertThat(kept.positionsForRepetition()).isEqualTo(fresh.positionsForRepetition());
            }
        }
    }

    @Test
    void theSnapshotKeepsOnlyWhatCannotBeDerived() throws Exception {
        String json = JSON.writeValueAsString(replay(history()));
        assertThat(json).contains("\"startFen\"").contains("\"moves\"").doesNotContain("\"line\"").doesNotContain("\"position\"");
    }

    @Test
    void anImportedGameWithItsSourcesEndingReadsBackFromItsSnapshot() throws Exception {
        // the Laws' mate, the source's agreement above it, the game's source with its tags and notes
        String pgn = "[Event \"Open A\"]\n[Date \"2026.03.01\"]\n[White \"Fool, A\"]\n[Black \"Sharp, B\"]\n[Result \"1/2-1/2\"]\n"
                + "[Termination \"Game drawn by agreement\"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2\n";
        List<GameEvent> events = adjudicator.command.decide.ImportDecider.decide(adjudicator.command.importing.PgnImport.command(
                adjudicator.engine.pgn.PgnReader.readOne(pgn), new adjudicator.command.importing.PgnImport.Origin("a".repeat(64), 1),
                new adjudicator.command.importing.PgnImport.Options(Edition.FIDE_2017, null, T0))).eventsOrThrow();
        Game game = replay(events);
        Game back = roundTrip(game);
        assertThat(adjudicator.command.state.StoredState.of(back.state())).isEqualTo(adjudicator.command.state.StoredState.of(game.state()));
        assertThat(back.state().sourceEnding().lawsResult()).isEqualTo("0-1");
        assertThat(back.state().source().tags()).hasSize(6);
        assertThat(back.state().resultInForce()).isEqualTo("1/2-1/2");
    }

    @Test
    void article5_2_1_anEndingWaitingForTheClaimReadsBackFromItsSnapshot() throws Exception {
        // FIDE 2017: White touched the rook and stalemated with the queen; the stalemate waits for Black (4.8)
        List<GameEvent> events = List.of(
                new adjudicator.command.api.GameCreated(ID, T0, Actor.ARBITER, "W", "B", "Open", null, "1", 1, Edition.FIDE_2017,
                        "5400", "7k/8/6K1/8/8/8/5Q2/R7 w - - 0 1"),
                new adjudicator.command.api.ClocksStarted(ID, T0, Actor.ARBITER, WHITE, "6.6"),
                new PieceTouched(ID, t(3), Actor.WHITE, WHITE, "a1", "R"),
                new MoveMade(ID, t(5), Actor.WHITE, WHITE, "f2f7", "Qf7", true, null, null, "7k/5Q2/6K1/8/8/8/8/R7 b - - 1 1"),
                new ObligationBroken(ID, t(5), Actor.SYSTEM, WHITE, 1, "f2f7", List.of("a1a2"), "4.3.1", List.of("a1"),
                        Edition.FIDE_2017),
                new adjudicator.command.api.EndingAwaitsClaim(ID, t(5), Actor.SYSTEM, BLACK, "1/2-1/2",
                        adjudicator.engine.rules.Termination.STALEMATE, "5.2.1", "4.8", Edition.FIDE_2017));
        Game game = replay(events);
        Game back = roundTrip(game);
        assertThat(form(back)).isEqualTo(form(game));
        assertThat(back.state().pendingEnding()).hasValueSatisfying(p -> {
            assertThat(p.termination()).isEqualTo(adjudicator.engine.rules.Termination.STALEMATE);
            assertThat(p.seq()).isEqualTo(5);
        });
    }
}
