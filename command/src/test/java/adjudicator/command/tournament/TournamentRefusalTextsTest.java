package adjudicator.command.tournament;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Language;
import adjudicator.command.text.Texts;
import adjudicator.command.tournament.TournamentCommands.ByeEntry;
import adjudicator.command.tournament.TournamentCommands.Game;
import adjudicator.command.web.CreateTournamentRequest;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.ByeRules;
import adjudicator.engine.tournament.PairingSystem;
import adjudicator.engine.tournament.Regulations;
import adjudicator.engine.tournament.RoundResult;
import adjudicator.engine.tournament.TieBreak;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The tournament's refusals in both languages (issue 37): without {@code lang} each detail is the English the
 * answers always gave, written out here as the code wrote it before the bundles; with {@code lang=ru} the
 * Russian of the bundle, its values as they are.
 */
class TournamentRefusalTextsTest {

    private static final String ID = "t-1";
    private static final Instant AT = Instant.parse("2026-03-01T09:00:00Z");

    private static TournamentCommands.CreateTournament create(PairingSystem system, int rounds, Regulations regulations) {
        return new TournamentCommands.CreateTournament(ID, AT, "Open", "Moscow", "RUS", null, null, "Chief, A", List.of(), List.of(),
                system, rounds, regulations);
    }

    private static Regulations regulations() {
        return new Regulations(Edition.FIDE_2017, "5400+30", null, null, false, null, null, null);
    }

    private static GivenTournament tournament(PairingSystem system, int players, int rounds, Regulations regulations) {
        GivenTournament g = new GivenTournament().then(create(system, rounds, regulations));
        for (int i = 1; i <= players; i++) {
            g.then(register(null, "Player, " + i, (long) i, 2000, "RUS"));
        }
        return g;
    }

    private static GivenTournament swiss(int players, int rounds) {
        return tournament(PairingSystem.SWISS, players, rounds, regulations());
    }

    private static TournamentCommands.RegisterPlayer register(Integer rank, String name, Long fideId, Integer rating, String federation) {
        return new TournamentCommands.RegisterPlayer(ID, AT, rank, name, fideId, null, rating, federation, null, null);
    }

    private static TournamentCommands.PairRound pair(int round, List<Game> games, List<ByeEntry> byes) {
        return new TournamentCommands.PairRound(ID, AT, round, null, games, byes, null);
    }

    private static Game game(Integer board, int white, int black) {
        return new Game(board, white, black);
    }

    private static TournamentCommands.RequestBye bye(int player, int round, RoundResult kind) {
        return new TournamentCommands.RequestBye(ID, AT, player, round, kind, null);
    }

    /** The refusal of {@code call}: its English detail, as before, and its Russian. */
    private static void refused(ThrowingCallable call, String english, String russian) {
        GameRuleException e = catchThrowableOfType(call, GameRuleException.class);
        assertThat(e).as(english).isNotNull();
        assertThat(e.getMessage()).isEqualTo(english);
        assertThat(e.rejection().detail()).isEqualTo(english);
        assertThat(e.message()).as("a worded detail").isNotNull();
        assertThat(e.message().english()).isEqualTo(english);
        assertThat(e.message().in(Texts.of(Language.RU))).isEqualTo(russian);
    }

    @Test
    void creatingAndEnteringPlayers() {
        refused(new GivenTournament().attempt(register(null, "Player, 1", 1L, 2000, "RUS")),
                "there is no tournament t-1", "турнира t-1 нет");
        GivenTournament g = swiss(2, 5);
        refused(g.attempt(create(PairingSystem.SWISS, 5, regulations())),
                "a tournament named \"Open\" exists (t-1)", "турнир с названием «Open» уже есть (t-1)");
        refused(new GivenTournament().attempt(create(PairingSystem.SWISS, 0, regulations())),
                "\"rounds\" is 1 to 99, not 0", "\"rounds\" — от 1 до 99, а не 0");
        refused(new GivenTournament().attempt(create(PairingSystem.SWISS, 5, null)),
                "\"regulations\" are required: at least the edition of the Laws (\"rules\")",
                "нужно указать \"regulations\": как минимум редакцию Правил (\"rules\")");
        refused(new GivenTournament().attempt(new TournamentCommands.CreateTournament(ID, AT, "Open", null, null, LocalDate.parse("2026-03-09"),
                        LocalDate.parse("2026-03-01"), null, null, null, null, 9, regulations())),
                "\"endDate\" 2026-03-01 is before \"startDate\" 2026-03-09", "\"endDate\" 2026-03-01 раньше, чем \"startDate\" 2026-03-09");
        refused(g.attempt(register(1, "Other, A", null, 2000, "RUS")),
                "starting rank 1 is Player, 1's", "стартовый номер 1 уже занят: Player, 1");
        refused(g.attempt(register(null, "Other, A", 2L, 2000, "RUS")),
                "FIDE ID 2 is registered already, as Player, 2 (starting rank 2)",
                "FIDE ID 2 уже зарегистрирован: Player, 2 (стартовый номер 2)");
        // the engine's entry says which rule it breaks: worded here, its English as the engine's message
        refused(g.attempt(register(null, "Other, A", null, 10000, "RUS")),
                "a rating is 0 to 9999, not 10000", "рейтинг — от 0 до 9999, а не 10000");
        refused(g.attempt(register(null, "Other, A", null, 2000, "Rus")),
                "a federation is three capital letters (e.g. RUS, NOR), not \"Rus\"",
                "федерация обозначается тремя заглавными латинскими буквами (например, RUS, NOR), а не «Rus»");
        refused(g.attempt(register(null, "  ", null, 2000, "RUS")), "a player needs a name", "у игрока должно быть имя");
        refused(g.attempt(new TournamentCommands.SetKFactor(ID, AT, 1, 41)),
                "\"k\" is 1 to 40 (FIDE Rating Regulations 8.3.3: 40, 20 or 10, or less where K times the games of a rating period "
                        + "would exceed 700), not 41",
                "\"k\" — от 1 до 40 (Положение о рейтинге ФИДЕ, п. 8.3.3: 40, 20 или 10 либо меньше, если K, умноженный на число "
                        + "партий рейтингового периода, превысил бы 700), а не 41");
        refused(g.attempt(new TournamentCommands.SetKFactor(ID, null, 1, 20)), "\"at\" is required", "нужно указать \"at\"");
        refused(g.attempt(new TournamentCommands.WithdrawPlayer(ID, AT, 9, null, null)),
                "no player has the starting rank 9", "нет участника со стартовым номером 9");
        g.then(new TournamentCommands.WithdrawPlayer(ID, AT, 2, null, "ill"));
        refused(g.attempt(new TournamentCommands.WithdrawPlayer(ID, AT, 2, null, null)),
                "Player, 2 is withdrawn already", "Player, 2: уже выбыл");
        g.then(new TournamentCommands.ExpelPlayer(ID, AT, 1, null, "a phone"));
        refused(g.attempt(new TournamentCommands.ExpelPlayer(ID, AT, 1, null, "again")),
                "Player, 1 is expelled already", "Player, 1: уже исключён из соревнования");
    }

    @Test
    void pairingARound() {
        GivenTournament g = swiss(4, 5);
        refused(g.attempt(pair(0, null, null)), "round must be 1 or more, not 0", "номер тура должен быть не меньше 1, а не 0");
        refused(g.attempt(pair(6, null, null)),
                "the tournament has 5 rounds; there is no round 6", "число туров в турнире — 5; тура 6 нет");
        refused(g.attempt(pair(2, null, null)), "round 1 is the next to pair, not 2", "следующей проводится жеребьёвка тура 1, а не 2");
        refused(g.attempt(pair(1, List.of(game(1, 1, 2), game(1, 3, 4)), null)),
                "board 1 is paired twice", "доска 1 указана в жеребьёвке дважды");
        refused(g.attempt(pair(1, List.of(game(null, 1, 1)), null)),
                "board 1: a player cannot meet himself", "доска 1: игрок не может играть сам с собой");
        refused(g.attempt(pair(1, List.of(game(null, 1, 2)), List.of(new ByeEntry(3, RoundResult.WIN)))),
                "a bye is one of [FULL_POINT_BYE, HALF_POINT_BYE, PAIRING_ALLOCATED_BYE, ZERO_POINT_BYE], not WIN",
                "пропуск тура — одно из [FULL_POINT_BYE, HALF_POINT_BYE, PAIRING_ALLOCATED_BYE, ZERO_POINT_BYE], а не WIN");
        refused(g.attempt(pair(1, List.of(game(null, 1, 2), game(null, 3, 1)), null)),
                "player 1 is paired twice in round 1", "участник 1 дважды включён в жеребьёвку тура 1");
        refused(g.attempt(pair(1, List.of(game(null, 1, 2)), null)),
                "round 1 leaves out 3 (Player, 3), 4 (Player, 4): every player is in a game or has a bye (ZERO_POINT_BYE for an "
                        + "announced absence)",
                "в жеребьёвке тура 1 нет: 3 (Player, 3), 4 (Player, 4); каждый участник либо играет партию, либо пропускает тур "
                        + "(ZERO_POINT_BYE — при заранее объявленном отсутствии)");
        refused(g.attempt(pair(1, List.of(game(null, 1, 2)), List.of(new ByeEntry(3, RoundResult.PAIRING_ALLOCATED_BYE),
                        new ByeEntry(4, RoundResult.PAIRING_ALLOCATED_BYE)))),
                "round 1 gives 2 pairing-allocated byes; there is at most one",
                "жеребьёвка тура 1 даёт пропусков тура по жеребьёвке: 2; допускается не более одного");
        refused(g.attempt(new TournamentCommands.EnterResult(ID, AT, 1, 1, BoardResult.WHITE_WINS, null)),
                "round 1 is not paired", "жеребьёвка тура 1 не проведена");
        g.then(new TournamentCommands.ExpelPlayer(ID, AT, 4, null, "a phone"));
        refused(g.attempt(pair(1, List.of(game(null, 1, 2), game(null, 3, 4)), null)),
                "Player, 4 is expelled from the competition from round 1 (Art. 12.9.9): he is paired no more",
                "Player, 4 исключён из соревнования с тура 1 (ст. 12.9.9): в жеребьёвку он больше не включается");
        g.then(pair(1, List.of(game(null, 1, 2)), List.of(new ByeEntry(3, RoundResult.PAIRING_ALLOCATED_BYE))));
        refused(g.attempt(new TournamentCommands.EnterResult(ID, AT, 1, 9, BoardResult.WHITE_WINS, null)),
                "round 1 has no board 9 (boards [1])", "в туре 1 нет доски 9 (доски: [1])");
        g.then(new TournamentCommands.AssignGame(ID, AT, 1, 1, "g-1"));
        refused(g.attempt(new TournamentCommands.EnterResult(ID, AT, 1, 1, BoardResult.WHITE_WINS, null)),
                "board 1 of round 1 is played in game g-1: its result comes from the game's record",
                "на доске 1 тура 1 играется партия g-1: результат берётся из её записи");
        refused(g.attempt(new TournamentCommands.AssignGame(ID, AT, 1, 1, "g-2")),
                "board 1 of round 1 is played in game g-1", "на доске 1 тура 1 играется партия g-1");
        refused(g.attempt(new TournamentCommands.OrderReplay(ID, AT, 1, 1, "g-2", "a-1")),
                "board 1 of round 1 is not played in game g-2", "на доске 1 тура 1 играется не партия g-2");
        refused(g.attempt(pair(1, null, null)),
                "round 1 is paired and under way (a game exists or a result is in): its pairings stand",
                "жеребьёвка тура 1 проведена, и тур начался (партия создана или результат внесён): жеребьёвка остаётся в силе");
        refused(g.attempt(new TournamentCommands.WithdrawPlayer(ID, AT, 3, 1, null)),
                "round 1 is paired already: a change of the players takes effect from round 2 on (the rounds paired are part of the record)",
                "жеребьёвка тура 1 уже проведена: изменение состава участников действует с тура 2 (туры, жеребьёвка которых "
                        + "проведена, — часть записи)");
        refused(g.attempt(new TournamentCommands.SetInitialColour(ID, AT, adjudicator.engine.Color.WHITE, true)),
                "round 1 is paired: its colours are in its pairings, and the initial colour can no longer change",
                "жеребьёвка 1-го тура проведена: цвета определены ею, и начальный цвет изменить уже нельзя");
    }

    @Test
    void aRoundRobinByTheBergerTables() {
        GivenTournament g = tournament(PairingSystem.ROUND_ROBIN, 4, 5, regulations());
        refused(g.attempt(pair(4, null, null)), "round 1 is the next to pair, not 4", "следующей проводится жеребьёвка тура 1, а не 4");
        g.then(pair(1, null, null)).then(pair(2, null, null)).then(pair(3, null, null));
        refused(g.attempt(pair(4, null, null)),
                "a round robin of 4 players has 3 rounds, not 4 (C.05 Annex 1)",
                "число туров кругового турнира с числом участников 4 — 3, а не 4 (C.05, приложение 1)");
        refused(g.attempt(register(null, "Late, L", null, 2000, "RUS")),
                "the players of a round robin are fixed once round 1 is paired: the Berger tables number them all (C.05 Annex 1)",
                "после жеребьёвки 1-го тура состав участников кругового турнира не меняется: таблицы Бергера нумеруют всех "
                        + "участников (C.05, приложение 1)");
        refused(g.attempt(bye(1, 4, RoundResult.HALF_POINT_BYE)),
                "a round robin's games are fixed by its Berger table (C.05 Annex 1): an absence is a forfeit, entered as the board's result",
                "партии кругового турнира определены таблицей Бергера (C.05, приложение 1): отсутствие игрока — поражение за неявку, "
                        + "которое вносится как результат на доске");
        GivenTournament gaps = new GivenTournament().then(create(PairingSystem.DOUBLE_ROUND_ROBIN, 6, regulations()))
                .then(register(1, "A, A", null, 2000, "RUS")).then(register(3, "C, C", null, 2000, "RUS"));
        refused(gaps.attempt(pair(1, null, null)),
                "the Berger tables number the players 1 to n: the starting ranks are [1, 3] (C.05 Annex 1)",
                "таблицы Бергера нумеруют участников от 1 до n, а стартовые номера — [1, 3] (C.05, приложение 1)");
    }

    @Test
    void byesAskedForBeforeTheRound() {
        GivenTournament g = tournament(PairingSystem.SWISS, 4, 5, regulations().withByes(new ByeRules(1, 2)));
        refused(g.attempt(bye(1, 4, RoundResult.HALF_POINT_BYE)),
                "the regulations allow no half-point bye in the last 2 rounds (byes.noneInLastRounds), and round 4 of 5 is one",
                "регламент не допускает пропуска тура с половиной очка в последних 2 турах (byes.noneInLastRounds), а тур 4 из 5 — "
                        + "один из них");
        refused(g.attempt(bye(1, 2, RoundResult.FULL_POINT_BYE)),
                "a player asks for a half-point bye (HALF_POINT_BYE) or announces an absence (ZERO_POINT_BYE), not FULL_POINT_BYE",
                "игрок просит о пропуске тура с половиной очка (HALF_POINT_BYE) или заранее сообщает о своём отсутствии "
                        + "(ZERO_POINT_BYE), а не FULL_POINT_BYE");
        refused(g.attempt(bye(1, 7, RoundResult.HALF_POINT_BYE)),
                "the tournament has 5 rounds; there is no round 7", "число туров в турнире — 5; тура 7 нет");
        refused(g.attempt(new TournamentCommands.WithdrawByeRequest(ID, AT, 1, 2)),
                "player 1 asked for no bye in round 2", "участник 1 не просил о пропуске тура 2");
        g.then(bye(1, 2, RoundResult.HALF_POINT_BYE)).then(bye(2, 1, RoundResult.ZERO_POINT_BYE));
        refused(g.attempt(bye(1, 2, RoundResult.ZERO_POINT_BYE)),
                "Player, 1 asked for a bye in round 2 already (HALF_POINT_BYE)", "Player, 1 уже просил о пропуске тура 2 (HALF_POINT_BYE)");
        refused(g.attempt(bye(1, 3, RoundResult.HALF_POINT_BYE)),
                "the regulations allow 1 half-point bye a player (byes.maxHalfPointByes); Player, 1 has had 0 and asked for 1 more",
                "регламент допускает не более одного пропуска тура с половиной очка на игрока (byes.maxHalfPointByes); Player, 1: было 0, "
                        + "запрошено ещё 1");
        refused(g.attempt(pair(1, List.of(game(null, 2, 1), game(null, 3, 4)), null)),
                "Player, 2 asked for a zero-point bye (an announced absence) in round 1, but board 1 pairs him: pair around him, or "
                        + "withdraw the request (WithdrawByeRequest)",
                "Player, 2 заранее сообщил о своём отсутствии в туре 1 (пропуск тура без очка), но жеребьёвка ставит его на доску 1: "
                        + "проведите жеребьёвку без него или отзовите просьбу (WithdrawByeRequest)");
        refused(g.attempt(pair(1, List.of(game(null, 1, 3)), List.of(new ByeEntry(2, RoundResult.PAIRING_ALLOCATED_BYE),
                        new ByeEntry(4, RoundResult.ZERO_POINT_BYE)))),
                "Player, 2 asked for ZERO_POINT_BYE in round 1, not PAIRING_ALLOCATED_BYE",
                "Player, 2 просил в туре 1 пропуск тура ZERO_POINT_BYE, а не PAIRING_ALLOCATED_BYE");
        g.then(pair(1, List.of(game(null, 1, 3)), List.of(new ByeEntry(4, RoundResult.PAIRING_ALLOCATED_BYE))));
        refused(g.attempt(bye(3, 1, RoundResult.ZERO_POINT_BYE)),
                "round 1 is paired: a bye in it is given by pairing it again (PairRound) while none of its games exists",
                "жеребьёвка тура 1 проведена: пропуск этого тура даётся повторной жеребьёвкой (PairRound), пока ни одна партия тура "
                        + "не создана");
        refused(g.attempt(new TournamentCommands.WithdrawByeRequest(ID, AT, 2, 1)),
                "round 1 is paired: the bye is in its pairings", "жеребьёвка тура 1 проведена: пропуск тура уже учтён в ней");
        GivenTournament many = tournament(PairingSystem.SWISS, 4, 9, regulations().withByes(new ByeRules(2, 1)));
        refused(many.attempt(bye(1, 9, RoundResult.HALF_POINT_BYE)),
                "the regulations allow no half-point bye in the last 1 round (byes.noneInLastRounds), and round 9 of 9 is one",
                "регламент не допускает пропуска тура с половиной очка в последнем туре (byes.noneInLastRounds), а тур 9 из 9 — "
                        + "последний");
        many.then(bye(1, 2, RoundResult.HALF_POINT_BYE)).then(bye(1, 3, RoundResult.HALF_POINT_BYE));
        refused(many.attempt(bye(1, 4, RoundResult.HALF_POINT_BYE)),
                "the regulations allow 2 half-point byes a player (byes.maxHalfPointByes); Player, 1 has had 0 and asked for 2 more",
                "регламент ограничивает число пропусков тура с половиной очка на игрока: не более 2 (byes.maxHalfPointByes); "
                        + "Player, 1: было 0, запрошено ещё 2");
    }

    @Test
    void broadcastsFeedsAndRelays() {
        GivenTournament g = swiss(2, 5);
        refused(g.attempt(new TournamentCommands.SetBroadcastDelay(ID, AT, 1, 1441)),
                "\"minutes\" must be 0 to 1440", "\"minutes\" должно быть от 0 до 1440");
        refused(g.attempt(new TournamentCommands.SetBroadcastDelay(ID, AT, 6, 10)),
                "\"round\" must be 1 to 5, not 6", "\"round\" должно быть от 1 до 5, а не 6");
        // a value the command left out reads "null", as the sentence the code wrote before the bundles
        refused(g.attempt(new TournamentCommands.SetBroadcastDelay(ID, AT, null, 10)),
                "\"round\" must be 1 to 5, not null", "\"round\" должно быть от 1 до 5, а не null");
        refused(g.attempt(new TournamentCommands.IssueFeed(ID, AT, 1, null, null, null)), "feed null exists", "канал null уже есть");
        String sha = "a".repeat(64);
        refused(g.attempt(new TournamentCommands.IssueFeed(ID, AT, 1, "f-1", "xyz", null)),
                "a feed keeps the SHA-256 of its secret, in hex", "канал хранит SHA-256 своего секрета в шестнадцатеричной записи");
        refused(g.attempt(new TournamentCommands.IssueFeed(ID, AT, 1, "f-1", sha, AT)),
                "\"expiresAt\" must be after now (2026-03-01T09:00:00Z)", "\"expiresAt\" должно быть позже текущего момента (2026-03-01T09:00:00Z)");
        g.then(new TournamentCommands.IssueFeed(ID, AT, 1, "f-1", sha, null));
        refused(g.attempt(new TournamentCommands.IssueFeed(ID, AT, 1, "f-1", sha, null)), "feed f-1 exists", "канал f-1 уже есть");
        g.then(new TournamentCommands.RevokeFeed(ID, AT, "f-1"));
        refused(g.attempt(new TournamentCommands.RevokeFeed(ID, AT, "f-1")), "feed f-1 is revoked already", "канал f-1 уже отозван");
        refused(g.attempt(new TournamentCommands.FollowLiveChess(ID, AT, "r-1", 1, "ftp://x", 1, "acc", 10, false)),
                "\"url\" is the tournament's address on LiveChess Cloud, http or https",
                "\"url\" — адрес турнира в LiveChess Cloud, http или https");
        refused(g.attempt(new TournamentCommands.FollowLiveChess(ID, AT, "r-1", 1, "https://x", 0, "acc", 10, false)),
                "a relay names its round on LiveChess Cloud (from 1), its account and its interval",
                "для трансляции нужно указать её тур в LiveChess Cloud (от 1), учётную запись и интервал опроса");
        g.then(new TournamentCommands.FollowLiveChess(ID, AT, "r-1", 1, "https://x", 1, "acc", 10, false));
        refused(g.attempt(new TournamentCommands.FollowLiveChess(ID, AT, "r-1", 1, "https://x", 1, "acc", 10, false)),
                "relay r-1 exists", "трансляция r-1 уже есть");
        g.then(new TournamentCommands.StopFollowing(ID, AT, "r-1"));
        refused(g.attempt(new TournamentCommands.StopFollowing(ID, AT, "r-1")), "relay r-1 is stopped already", "трансляция r-1 уже остановлена");
        UnknownTournamentException notFound = UnknownTournamentException.roundFeed(ID, 2, "f-9");
        assertThat(notFound.getMessage()).isEqualTo("no tournament with id t-1 round 2 feed f-9");
        assertThat(notFound.message().in(Texts.of(Language.RU))).isEqualTo("в туре 2 турнира t-1 нет канала f-9");
    }

    @Test
    void importsAndTheTournamentsBody() {
        refused(() -> TrfImport.tournament("022 Moscow\r", Edition.FIDE_2017, AT),
                "the TRF names no tournament (record 012)", "в файле TRF не указано название турнира (запись 012)");
        refused(() -> TrfImport.round(ID, 3, "012 X\r", List.of(), AT),
                "the TRF has 0 rounds; round 3 is not in it", "число туров в файле TRF — 0; тура 3 в нём нет");
        // a parser's own message stays its English, in the worded sentence
        refused(() -> TrfImport.round(ID, 1, "1\n", List.of(), AT),
                "the pairing output: line 1 announces 1 pairs, but 0 follow",
                "вывод программы жеребьёвки: line 1 announces 1 pairs, but 0 follow");
        // the TRF parser's own message stays its English inside the worded sentence
        refused(() -> TrfImport.tournament("012 X\r240 U 003    2\r", Edition.FIDE_2017, AT),
                "the TRF: line 2: a bye asked for (240) is H (a half-point bye) or Z (an absence), not U",
                "файл TRF: line 2: a bye asked for (240) is H (a half-point bye) or Z (an absence), not U");
        // where the regulations' time control cannot be parsed, likewise its parser's message
        CreateTournamentRequest badClock = new CreateTournamentRequest("Open", null, null, null, null, null, null, null, null, 9,
                Edition.FIDE_2023, "40/", null, null, false, null, null, null, null, null, null, null);
        GameRuleException clock = catchThrowableOfType(() -> badClock.command(AT), GameRuleException.class);
        assertThat(clock.getMessage()).startsWith("\"timeControl\": ");
        assertThat(clock.message().in(Texts.of(Language.RU))).isEqualTo(clock.getMessage());
        GivenTournament g = swiss(1, 5);
        refused(() -> TournamentDecider.importing(g.state, TrfImport.tournament("012 Open\r", Edition.FIDE_2017, AT)).eventsOrThrow(),
                "a tournament named \"Open\" exists (t-1); a report is imported as a new tournament",
                "турнир с названием «Open» уже есть (t-1); отчёт о турнире импортируется как новый турнир");
        CreateTournamentRequest twice = new CreateTournamentRequest("Open", null, null, null, null, null, null, null, null, 9,
                Edition.FIDE_2023, null, null, null, false, null, List.of(TieBreak.BH, TieBreak.BH), null, null, null, null, null);
        refused(() -> twice.command(AT),
                "a tie-break is listed twice: [BH, BH]", "дополнительный показатель указан дважды: [BH, BH]");
    }

    @Test
    void requiredFieldsAndPlayersOutOfARound() {
        refused(new GivenTournament().attempt(new TournamentCommands.CreateTournament(ID, AT, " ", null, null, null, null, null, null, null, null, 5,
                        regulations())), "\"name\" is required",
                "нужно указать \"name\"");
        GivenTournament g = swiss(4, 5);
        refused(g.attempt(new TournamentCommands.SetInitialColour(ID, AT, null, false)),
                "\"colour\" is required: WHITE or BLACK", "нужно указать \"colour\": WHITE или BLACK");
        refused(g.attempt(new TournamentCommands.SetKFactor(ID, AT, null, 20)),
                "\"player\" is required: the starting rank", "нужно указать \"player\": стартовый номер");
        refused(g.attempt(new TournamentCommands.WithdrawByeRequest(ID, AT, 1, null)),
                "\"player\" and \"round\" are required", "нужно указать \"player\" и \"round\"");
        refused(g.attempt(new TournamentCommands.RequestBye(ID, AT, 1, 2, null, null)),
                "\"player\", \"round\" and \"kind\" are required", "нужно указать \"player\", \"round\" и \"kind\"");
        refused(g.attempt(TrfImport.tournament("012 Open\r", Edition.FIDE_2017, AT)),
                "a tournament report is imported as a new tournament; \"Open\" exists",
                "отчёт о турнире импортируется как новый турнир; турнир «Open» уже есть");
        g.then(bye(3, 1, RoundResult.HALF_POINT_BYE));
        refused(g.attempt(pair(1, List.of(game(null, 1, 2), game(null, 3, 4)), null)),
                "Player, 3 asked for a half-point bye in round 1, but board 2 pairs him: pair around him, or withdraw the request "
                        + "(WithdrawByeRequest)",
                "Player, 3 просил о пропуске тура 1 с половиной очка, но жеребьёвка ставит его на доску 2: проведите жеребьёвку без "
                        + "него или отзовите просьбу (WithdrawByeRequest)");
        g.then(new TournamentCommands.WithdrawPlayer(ID, AT, 4, null, "ill"));
        refused(g.attempt(pair(1, List.of(game(null, 1, 2)), List.of(new ByeEntry(4, RoundResult.ZERO_POINT_BYE)))),
                "Player, 4 withdrew from round 1: he is not paired in round 1",
                "Player, 4 выбыл с тура 1: в жеребьёвку тура 1 он не включается");
        refused(g.attempt(bye(4, 2, RoundResult.ZERO_POINT_BYE)),
                "Player, 4 is not to be paired in round 2", "Player, 4 не включается в жеребьёвку тура 2");
    }
}
