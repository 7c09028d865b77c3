package adjudicator.command.tournament;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Rejection;
import adjudicator.command.decide.Decision;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.tournament.TournamentCommands.ByeEntry;
import adjudicator.command.tournament.TournamentCommands.Game;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentEvent;
import adjudicator.command.tournament.TournamentState;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.PairingSystem;
import adjudicator.engine.tournament.Regulations;
import adjudicator.engine.tournament.RoundResult;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The tournament's decisions, given its events, when a command comes, expect these events or this
 * refusal; each named after the rule that is the reason (the Laws per edition, FIDE's C.05 for round
 * robins) or after what a federation's records require.
 */
class TournamentDeciderTest {

    private static final String ID = "t-1";
    private static final Instant AT = Instant.parse("2026-03-01T09:00:00Z");

    private static GivenTournament tournament(PairingSystem system, Edition edition, int players, int rounds) {
        GivenTournament g = new GivenTournament().then(new TournamentCommands.CreateTournament(ID, AT, "Open", "Moscow", "RUS", null, null, "Chief, A",
                List.of(), List.of(), system, rounds, new Regulations(edition, "5400+30", null, null, false, null, null, null)));
        for (int i = 1; i <= players; i++) {
            g.then(register("Player, " + i, (long) i));
        }
        return g;
    }

    private static TournamentCommands.RegisterPlayer register(String name, Long fideId) {
        return new TournamentCommands.RegisterPlayer(ID, AT, null, name, fideId, null, 2000, "RUS", null, null);
    }

    private static TournamentCommands.PairRound pair(int round, List<Game> games, List<ByeEntry> byes) {
        return new TournamentCommands.PairRound(ID, AT, round, null, games, byes, null);
    }

    private static Game game(int white, int black) {
        return new Game(null, white, black);
    }

    @Test
    void c05Annex1_aRoundRobinIsPairedByTheBergerTable() {
        GivenTournament g = tournament(PairingSystem.ROUND_ROBIN, Edition.FIDE_2017, 6, 5);
        assertThatThrownBy(() -> g.when(pair(2, null, null))).as("round 1 comes first")
                .isInstanceOf(GameRuleException.class).hasMessageContaining("round 1 is the next to pair");
        g.then(pair(1, null, null));
        TournamentEvent.RoundPaired r2 = (TournamentEvent.RoundPaired) g.when(pair(2, null, null)).get(0);
        // the published table for 6: round 2 is 6-4, 5-3, 1-2
        assertThat(r2.boards()).containsExactly(new TournamentEvent.Board(1, 6, 4), new TournamentEvent.Board(2, 5, 3),
                new TournamentEvent.Board(3, 1, 2));
        assertThat(r2.source()).isEqualTo(TournamentEvent.PairingSource.BERGER_TABLE);
    }

    @Test
    void c05Annex1_anOddNumberRestsThePlayerPairedWithTheNumberBeyond_andThePlayersAreFixedOnceRound1IsPaired() {
        GivenTournament g = tournament(PairingSystem.ROUND_ROBIN, Edition.FIDE_2017, 5, 5).then(pair(1, null, null));
        TournamentEvent.RoundPaired r1 = (TournamentEvent.RoundPaired) g.state.rounds().values().stream().findFirst()
                .map(r -> new TournamentEvent.RoundPaired(ID, AT, null, 1, null, List.copyOf(r.boards().values().stream()
                        .map(TournamentState.BoardState::pairing).toList()), r.byes(), r.source())).orElseThrow();
        // the table for 6 numbers, round 1: 1-6 (6 is nobody: 1 rests), 2-5, 3-4
        assertThat(r1.boards()).containsExactly(new TournamentEvent.Board(1, 2, 5), new TournamentEvent.Board(2, 3, 4));
        assertThat(r1.byes()).containsExactly(new TournamentEvent.Bye(1, RoundResult.ZERO_POINT_BYE));
        assertThatThrownBy(() -> g.when(register("Late, L", 99L))).isInstanceOf(GameRuleException.class)
                .hasMessageContaining("C.05 Annex 1");
    }

    @Test
    void everyPlayerIsPairedOrHasABye_andNobodyTwice() {
        GivenTournament g = tournament(PairingSystem.SWISS, Edition.FIDE_2023, 5, 5);
        assertThatThrownBy(() -> g.when(pair(1, List.of(game(1, 2), game(3, 4)), List.of())))
                .isInstanceOf(GameRuleException.class).hasMessageContaining("leaves out 5");
        assertThatThrownBy(() -> g.when(pair(1, List.of(game(1, 2), game(3, 1)), List.of(new ByeEntry(5, RoundResult.PAIRING_ALLOCATED_BYE)))))
                .hasMessageContaining("player 1 is paired twice");
        assertThatThrownBy(() -> g.when(pair(1, List.of(game(1, 2)), List.of(new ByeEntry(3, RoundResult.PAIRING_ALLOCATED_BYE),
                new ByeEntry(4, RoundResult.PAIRING_ALLOCATED_BYE), new ByeEntry(5, RoundResult.HALF_POINT_BYE)))))
                .hasMessageContaining("2 pairing-allocated byes");
        assertThatThrownBy(() -> g.when(pair(1, List.of(game(1, 2), game(3, 4)), List.of(new ByeEntry(5, RoundResult.WIN)))))
                .hasMessageContaining("a bye is one of");
        // round 0 is no round (before any round is paired too): a 400, never a failure of the server
        assertThatThrownBy(() -> g.when(pair(0, List.of(game(1, 2), game(3, 4)), List.of(new ByeEntry(5, RoundResult.PAIRING_ALLOCATED_BYE)))))
                .isInstanceOf(GameRuleException.class).hasMessageContaining("round must be 1 or more");
        List<TournamentEvent> ok = g.when(pair(1, List.of(game(1, 2), game(3, 4)),
                List.of(new ByeEntry(5, RoundResult.PAIRING_ALLOCATED_BYE))));
        assertThat(ok).hasSize(1);
    }

    @Test
    void aFideIdIsOnePlayer_andAStartingRankOne() {
        GivenTournament g = tournament(PairingSystem.SWISS, Edition.FIDE_2023, 2, 5);
        assertThatThrownBy(() -> g.when(register("Other, O", 1L))).isInstanceOf(GameRuleException.class)
                .hasMessageContaining("FIDE ID 1 is registered already, as Player, 1");
        assertThatThrownBy(() -> g.when(new TournamentCommands.RegisterPlayer(ID, AT, 2, "Other, O", null, null, null, null, null, null)))
                .hasMessageContaining("starting rank 2 is Player, 2's");
    }

    @Test
    void aLateEntryIsPairedFromTheNextRound_andAWithdrawnPlayerNoMore() {
        GivenTournament g = tournament(PairingSystem.SWISS, Edition.FIDE_2023, 4, 5)
                .then(pair(1, List.of(game(1, 2), game(3, 4)), List.of()));
        TournamentEvent.PlayerRegistered late = (TournamentEvent.PlayerRegistered) g.when(register("Late, L", 9L)).get(0);
        assertThat(late.fromRound()).isEqualTo(2);
        g.then(register("Late, L", 9L));
        g.then(new TournamentCommands.WithdrawPlayer(ID, AT, 4, null, "illness"));
        assertThatThrownBy(() -> g.when(pair(2, List.of(game(1, 4), game(2, 3)), List.of(new ByeEntry(5, RoundResult.PAIRING_ALLOCATED_BYE)))))
                .hasMessageContaining("withdrew from round 2");
        assertThat(g.when(pair(2, List.of(game(1, 5), game(2, 3)), List.of()))).hasSize(1);
        assertThatThrownBy(() -> g.when(new TournamentCommands.WithdrawPlayer(ID, AT, 1, 1, null)))
                .as("the rounds paired are part of the record").hasMessageContaining("round 1 is paired already");
    }

    @Test
    void article13_4g_anExpelledPlayerIsPairedNoMore_FIDE_2005() {
        expelled(Edition.FIDE_2005, "13.4g");
    }

    @Test
    void article12_9_9_anExpelledPlayerIsPairedNoMore_FIDE_2017() {
        expelled(Edition.FIDE_2017, "12.9.9");
    }

    @Test
    void article12_9_9_anExpelledPlayerIsPairedNoMore_FIDE_2023() {
        expelled(Edition.FIDE_2023, "12.9.9");
    }

    @Test
    void article14_4_7_anExpelledPlayerIsPairedNoMore_RF_2013() {
        expelled(Edition.RF_2013, TournamentDecider.expulsionArticle(Edition.RF_2013));
        assertThat(TournamentDecider.expulsionArticle(Edition.RF_2013)).isEqualTo("14.4.7");
    }

    private static void expelled(Edition edition, String article) {
        GivenTournament g = tournament(PairingSystem.SWISS, edition, 4, 5).then(pair(1, List.of(game(1, 2), game(3, 4)), List.of()));
        TournamentEvent.PlayerExpelled e = (TournamentEvent.PlayerExpelled) g.when(
                new TournamentCommands.ExpelPlayer(ID, AT, 3, null, "a phone in the venue")).get(0);
        assertThat(e.article()).isEqualTo(article);
        assertThat(e.fromRound()).isEqualTo(2);
        g.then(new TournamentCommands.ExpelPlayer(ID, AT, 3, null, "a phone in the venue"));
        assertThatThrownBy(() -> g.when(pair(2, List.of(game(3, 1), game(2, 4)), List.of())))
                .isInstanceOf(GameRuleException.class).hasMessageContaining("expelled").hasMessageContaining(article)
                .extracting(x -> ((GameRuleException) x).rejection().article()).isEqualTo(article);
        assertThat(g.when(pair(2, List.of(game(1, 4)), List.of(new ByeEntry(2, RoundResult.PAIRING_ALLOCATED_BYE))))).hasSize(1);
    }

    @Test
    void article12_9_9_aPlayerExpelledTwice_isARefusalAsAValue_andNoEvent_FIDE_2023() {
        GivenTournament g = tournament(PairingSystem.ROUND_ROBIN, Edition.FIDE_2023, 4, 3)
                .then(new TournamentCommands.ExpelPlayer(ID, AT, 3, null, "a phone in the venue"));
        Decision<TournamentEvent> again = TournamentDecider.decide(g.state,
                new TournamentCommands.ExpelPlayer(ID, AT.plusSeconds(60), 3, null, "again"));
        assertThat(again).isInstanceOf(Decision.Rejected.class);
        Rejection refusal = ((Decision.Rejected<TournamentEvent>) again).rejection();
        assertThat(refusal.kind()).isEqualTo(Rejection.Kind.CONFLICT);
        assertThat(refusal.detail()).isEqualTo("Player, 3 is expelled already");
        assertThat(TournamentDecider.decide(g.state, new TournamentCommands.ExpelPlayer(ID, AT, 2, null, "cheating")))
                .isInstanceOf(Decision.Accepted.class);
    }

    @Test
    void anExpelledPlayersGameIsNotCreated_evenFromARoundPairedBefore() {
        GivenTournament g = tournament(PairingSystem.SWISS, Edition.FIDE_2023, 4, 5)
                .then(pair(1, List.of(game(1, 2), game(3, 4)), List.of()))
                .then(new TournamentCommands.ExpelPlayer(ID, AT, 3, 1 + 1, "cheating"));
        // expelled from round 2: his round-1 game may still be created
        assertThat(g.when(new TournamentCommands.AssignGame(ID, AT, 1, 2, "g-1-2"))).hasSize(1);
    }

    @Test
    void aBoardsResultIsEnteredWhereNoGameRecordsIt_andAGameWhereNoResultIsEntered() {
        GivenTournament g = tournament(PairingSystem.SWISS, Edition.FIDE_2023, 4, 5)
                .then(pair(1, List.of(game(1, 2), game(3, 4)), List.of()))
                .then(new TournamentCommands.AssignGame(ID, AT, 1, 1, "g-1-1"));
        assertThatThrownBy(() -> g.when(new TournamentCommands.EnterResult(ID, AT, 1, 1, BoardResult.DRAW, null)))
                .hasMessageContaining("its result comes from the game's record");
        g.then(new TournamentCommands.EnterResult(ID, AT, 1, 2, BoardResult.BLACK_WINS_BY_FORFEIT, "White absent"));
        assertThat(g.when(new TournamentCommands.EnterResult(ID, AT, 1, 2, BoardResult.BLACK_WINS_BY_FORFEIT, "again")))
                .as("the same result again changes nothing").isEmpty();
        assertThatThrownBy(() -> g.when(new TournamentCommands.AssignGame(ID, AT, 1, 2, "g-1-2")))
                .hasMessageContaining("has the result -/+ entered");
        assertThatThrownBy(() -> g.when(pair(1, List.of(game(1, 3), game(2, 4)), List.of())))
                .as("a round under way keeps its pairings").hasMessageContaining("under way");
    }

    @Test
    void aRoundNotStartedMayBePairedAgain() {
        GivenTournament g = tournament(PairingSystem.SWISS, Edition.FIDE_2023, 4, 5)
                .then(pair(1, List.of(game(1, 2), game(3, 4)), List.of()));
        TournamentEvent.RoundPaired again = (TournamentEvent.RoundPaired) g.when(pair(1, List.of(game(1, 3), game(2, 4)), List.of())).get(0);
        assertThat(again.boards()).containsExactly(new TournamentEvent.Board(1, 1, 3), new TournamentEvent.Board(2, 2, 4));
    }

    @Test
    void theInitialColourDrawnByLotBeforeRoundOne_standsAboveTheRegulations_andNoLongerChangesOnceRoundOneIsPaired() {
        GivenTournament g = tournament(PairingSystem.SWISS, Edition.FIDE_2023, 4, 5);
        assertThat(g.state.initialColour()).isNull();
        List<TournamentEvent> drawn = g.when(new TournamentCommands.SetInitialColour(ID, AT, adjudicator.engine.Color.BLACK, true));
        assertThat(drawn).containsExactly(new TournamentEvent.InitialColourSet(ID, AT, adjudicator.command.api.Actor.ARBITER,
                adjudicator.engine.Color.BLACK, true));
        g.then(new TournamentCommands.SetInitialColour(ID, AT, adjudicator.engine.Color.BLACK, true));
        assertThat(g.state.initialColour()).isEqualTo(adjudicator.engine.Color.BLACK);
        g.then(pair(1, List.of(game(3, 1), game(2, 4)), List.of()));
        assertThatThrownBy(() -> g.when(new TournamentCommands.SetInitialColour(ID, AT, adjudicator.engine.Color.WHITE, true)))
                .isInstanceOf(adjudicator.command.api.GameRuleException.class).hasMessageContaining("round 1 is paired");
    }

    @Test
    void theInitialColourFixedByTheRegulations_isTheTournaments() {
        GivenTournament g = new GivenTournament().then(new TournamentCommands.CreateTournament(ID, AT, "Open", "Moscow", "RUS", null, null, "Chief, A",
                List.of(), List.of(), PairingSystem.SWISS, 5, new Regulations(Edition.FIDE_2023, "5400+30", null, null, false, null,
                null, null).withInitialColour(adjudicator.engine.Color.WHITE)));
        assertThat(g.state.initialColour()).isEqualTo(adjudicator.engine.Color.WHITE);
    }

    private static TournamentCommands.RequestBye bye(int player, int round, RoundResult kind) {
        return new TournamentCommands.RequestBye(ID, AT, player, round, kind, "asked at the round before");
    }

    /** A Swiss of 5 rounds whose regulations allow one half-point bye a player, none in the last 2 rounds. */
    private static GivenTournament withByeRules() {
        GivenTournament g = new GivenTournament().then(new TournamentCommands.CreateTournament(ID, AT, "Open", "Moscow", "RUS", null, null, "Chief, A",
                List.of(), List.of(), PairingSystem.SWISS, 5, new Regulations(Edition.FIDE_2023, "5400+30", null, null, false, null,
                null, null).withByes(new adjudicator.engine.tournament.ByeRules(1, 2))));
        for (int i = 1; i <= 5; i++) {
            g.then(register("Player, " + i, (long) i));
        }
        return g;
    }

    @Test
    void aByeAskedForBeforeItsRoundIsRecorded_withinTheRegulationsLimits() {
        GivenTournament g = withByeRules();
        assertThat(g.when(bye(3, 2, RoundResult.HALF_POINT_BYE))).containsExactly(new TournamentEvent.ByeRequested(ID, AT,
                adjudicator.command.api.Actor.ARBITER, 3, 2, RoundResult.HALF_POINT_BYE, "asked at the round before"));
        g.then(bye(3, 2, RoundResult.HALF_POINT_BYE));
        // one a player (byes.maxHalfPointByes: 1), and none in the last two rounds (byes.noneInLastRounds: 2)
        assertThatThrownBy(() -> g.when(bye(3, 3, RoundResult.HALF_POINT_BYE))).hasMessageContaining("byes.maxHalfPointByes")
                .hasMessageContaining("asked for 1 more");
        assertThatThrownBy(() -> g.when(bye(4, 4, RoundResult.HALF_POINT_BYE))).hasMessageContaining("byes.noneInLastRounds")
                .hasMessageContaining("last 2 rounds");
        assertThatThrownBy(() -> g.when(bye(3, 2, RoundResult.ZERO_POINT_BYE))).hasMessageContaining("already");
        // an announced absence is always recorded, in the last round too
        assertThat(g.when(bye(4, 5, RoundResult.ZERO_POINT_BYE))).hasSize(1);
        assertThatThrownBy(() -> g.when(bye(4, 5, RoundResult.FULL_POINT_BYE))).hasMessageContaining("HALF_POINT_BYE");
        assertThatThrownBy(() -> g.when(bye(9, 2, RoundResult.HALF_POINT_BYE))).isInstanceOf(adjudicator.command.api.GameRuleException.class);
        assertThatThrownBy(() -> g.when(bye(4, 6, RoundResult.HALF_POINT_BYE))).hasMessageContaining("no round 6");
    }

    @Test
    void aRoundIsPairedAroundTheByesAskedForInIt() {
        GivenTournament g = withByeRules().then(pair(1, List.of(game(1, 3), game(2, 4)), List.of(new ByeEntry(5, RoundResult.PAIRING_ALLOCATED_BYE))))
                .then(bye(3, 2, RoundResult.HALF_POINT_BYE));
        // the pairing program's output leaves him out: he is given the bye he asked for
        TournamentEvent.RoundPaired paired = (TournamentEvent.RoundPaired) g.when(pair(2, List.of(game(1, 2), game(4, 5)), List.of())).get(0);
        assertThat(paired.byes()).containsExactly(new TournamentEvent.Bye(3, RoundResult.HALF_POINT_BYE));
        // a pairing that puts him in a game is refused, naming the request
        assertThatThrownBy(() -> g.when(pair(2, List.of(game(1, 3), game(2, 4)), List.of(new ByeEntry(5, RoundResult.PAIRING_ALLOCATED_BYE)))))
                .hasMessageContaining("asked for a half-point bye in round 2").hasMessageContaining("WithdrawByeRequest");
        // withdrawn, he is paired as anyone
        g.then(new TournamentCommands.WithdrawByeRequest(ID, AT, 3, 2));
        assertThat(g.state.byeRequests(2)).isEmpty();
        assertThat(g.when(pair(2, List.of(game(1, 3), game(2, 4)), List.of(new ByeEntry(5, RoundResult.PAIRING_ALLOCATED_BYE))))).hasSize(1);
        // once a round is paired, a bye in it is its pairing's
        g.then(pair(2, List.of(game(1, 3), game(2, 4)), List.of(new ByeEntry(5, RoundResult.PAIRING_ALLOCATED_BYE))));
        assertThatThrownBy(() -> g.when(bye(1, 2, RoundResult.ZERO_POINT_BYE))).hasMessageContaining("round 2 is paired");
    }

    @Test
    void rule8_3_3_aPlayersKIsGivenAsTheRatingListHasIt() {
        GivenTournament g = withByeRules();
        assertThat(g.when(new TournamentCommands.SetKFactor(ID, AT, 2, 20))).containsExactly(new TournamentEvent.KFactorSet(ID, AT,
                adjudicator.command.api.Actor.ARBITER, 2, 20));
        g.then(new TournamentCommands.SetKFactor(ID, AT, 2, 20));
        assertThat(g.state.kFactors()).containsEntry(2, 20);
        // the same again records nothing; taken back, it is derived again
        assertThat(g.when(new TournamentCommands.SetKFactor(ID, AT, 2, 20))).isEmpty();
        g.then(new TournamentCommands.SetKFactor(ID, AT, 2, null));
        assertThat(g.state.kFactors()).isEmpty();
        assertThatThrownBy(() -> g.when(new TournamentCommands.SetKFactor(ID, AT, 2, 41))).hasMessageContaining("1 to 40");
        assertThatThrownBy(() -> g.when(new TournamentCommands.SetKFactor(ID, AT, 9, 20))).isInstanceOf(adjudicator.command.api.GameRuleException.class);
    }

    @Test
    void aRoundRobinTakesNoByeRequest() {
        GivenTournament g = tournament(PairingSystem.ROUND_ROBIN, Edition.FIDE_2023, 4, 3);
        assertThatThrownBy(() -> g.when(bye(1, 2, RoundResult.ZERO_POINT_BYE))).hasMessageContaining("Berger table");
    }

    @Test
    void aReportIsTakenWholeOrNotAtAll() {
        TournamentCommands.CreateTournament create = new TournamentCommands.CreateTournament(ID, AT, "Imported", null, null, null,
                null, null, List.of(), List.of(), PairingSystem.SWISS, 3,
                new Regulations(Edition.FIDE_2017, null, null, null, false, null, null, null));
        List<TournamentCommands.RegisterPlayer> players = List.of(register("A, A", 1L), register("B, B", 1L));
        assertThatThrownBy(() -> TournamentDecider.importing(new TournamentState(),
                new TournamentCommands.ImportTournament(ID, AT, create, players, List.of(), List.of())).eventsOrThrow())
                .hasMessageContaining("FIDE ID 1 is registered already");
        List<TournamentEvent> events = TournamentDecider.importing(new TournamentState(), new TournamentCommands.ImportTournament(ID,
                AT, create, List.of(register("A, A", 1L), register("B, B", 2L)), List.of(pair(1, List.of(game(1, 2)), List.of())),
                List.of(new TournamentCommands.EnterResult(ID, AT, 1, 1, BoardResult.WHITE_WINS, "from the file")))).eventsOrThrow();
        assertThat(events).extracting(e -> e.getClass().getSimpleName()).containsExactly("TournamentCreated", "PlayerRegistered",
                "PlayerRegistered", "RoundPaired", "ResultEntered");
    }

    @Test
    void aRoundFollowedOnLiveChessCloud_isSetUpOnceAndStoppedOnce() {
        GivenTournament g = tournament(PairingSystem.SWISS, Edition.FIDE_2023, 4, 3);
        TournamentCommands.FollowLiveChess follow = new TournamentCommands.FollowLiveChess(ID, AT, "r-1", 2,
                "https://1.pool.livechesscloud.com/get/abc/", 2, "lcc-r2", 5, true);
        assertThat(g.when(follow)).containsExactly(new TournamentEvent.LiveChessFollowed(ID, AT, Actor.ARBITER, "r-1", 2,
                "https://1.pool.livechesscloud.com/get/abc/", 2, "lcc-r2", 5, true));
        assertThatThrownBy(() -> g.when(new TournamentCommands.FollowLiveChess(ID, AT, "r-2", 4, "https://x/", 1, "a", 5, true)))
                .as("a round the tournament does not have").isInstanceOf(GameRuleException.class);
        assertThatThrownBy(() -> g.when(new TournamentCommands.FollowLiveChess(ID, AT, "r-2", 1, "file:///etc/passwd", 1, "a", 5, true)))
                .isInstanceOf(GameRuleException.class).hasMessageContaining("http or https");
        assertThatThrownBy(() -> g.when(new TournamentCommands.FollowLiveChess(ID, AT, "r-2", 1, "https://x/", 1, "a", 0, true)))
                .isInstanceOf(GameRuleException.class);
        g.then(follow);
        assertThat(g.state.relays().get("r-1")).isEqualTo(new TournamentState.Relay("r-1", 2, "https://1.pool.livechesscloud.com/get/abc/",
                2, "lcc-r2", 5, true, AT, false));
        assertThatThrownBy(() -> g.when(follow)).as("the same relay twice").isInstanceOf(GameRuleException.class);
        g.then(new TournamentCommands.StopFollowing(ID, AT, "r-1"));
        assertThat(g.state.relays().get("r-1").stopped()).isTrue();
        assertThatThrownBy(() -> g.when(new TournamentCommands.StopFollowing(ID, AT, "r-1"))).isInstanceOf(GameRuleException.class)
                .hasMessageContaining("stopped already");
        assertThatThrownBy(() -> g.when(new TournamentCommands.StopFollowing(ID, AT, "r-9"))).isInstanceOf(UnknownTournamentException.class);
    }
}
