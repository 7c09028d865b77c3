package adjudicator.command.appeal;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.Party;
import adjudicator.command.api.Player;
import adjudicator.command.api.Rejection;
import adjudicator.command.appeal.AppealEvent.Decision;
import adjudicator.command.appeal.AppealEvent.Effect;
import adjudicator.command.appeal.AppealEvent.EffectKind;
import adjudicator.command.appeal.AppealEvent.Member;
import adjudicator.command.appeal.AppealEvent.Vote;
import adjudicator.command.decide.GameDecider;
import adjudicator.command.decide.Readjudication;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Language;
import adjudicator.command.text.Message;
import adjudicator.command.text.Texts;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An appeal's refusals in English, as they read before the bundles (each written out as the old code wrote it), and in
 * Russian: the appeal's decider, the decision's effects on the game, the re-adjudication without a fact.
 */
class AppealRefusalTextsTest {

    private static final String ID = "appeal-1";
    private static final Instant ENDED = Instant.parse("2026-03-01T12:00:00Z");
    private static final Instant IN_TIME = ENDED.plusSeconds(60);
    private static final Texts RU = Texts.of(Language.RU);

    // ---- the appeal ----

    private static AppealCommands.LodgeAppeal lodge(Instant at, Instant ended, List<Long> disputed, String grounds, String timeControl,
                                                    Map<Long, String> decided, boolean resultDecided, String resultAppeal) {
        return new AppealCommands.LodgeAppeal(ID, at, "game-1", "Open", Party.BLACK, "Black, B", AppealEvent.LodgedBy.ARBITER_ON_BEHALF,
                null, disputed, grounds, "100 EUR", ended, 9, adjudicator.engine.clock.TimeControl.parse(timeControl), Edition.FIDE_2023,
                null, null, decided, resultDecided, resultAppeal);
    }

    private static AppealCommands.LodgeAppeal lodge(List<Long> disputed) {
        return lodge(IN_TIME, ENDED, disputed, "grounds", "5400+30", Map.of(), false, null);
    }

    /** The appeal with {@code commands} decided and folded in, each accepted. */
    private static AppealState appeal(AppealCommands.AppealCommand... commands) {
        AppealState s = new AppealState();
        for (AppealCommands.AppealCommand c : commands) {
            for (AppealEvent e : AppealDecider.decide(s, c).eventsOrThrow()) {
                AppealState.AppealFold.evolve(s, e);
            }
        }
        return s;
    }

    private static Rejection refusal(AppealState s, AppealCommands.AppealCommand c) {
        return rejected(AppealDecider.decide(s, c));
    }

    private static Rejection rejected(adjudicator.command.decide.Decision<?> d) {
        assertThat(d).isInstanceOf(adjudicator.command.decide.Decision.Rejected.class);
        return ((adjudicator.command.decide.Decision.Rejected<?>) d).rejection();
    }

    /** The refusal's detail is {@code english} (also as its message words it in English) and {@code russian} in Russian. */
    private static void reads(Rejection r, String english, String russian) {
        assertThat(r.detail()).isEqualTo(english);
        assertThat(r.message()).as("a message to word").isNotNull();
        assertThat(r.message().english()).isEqualTo(english);
        assertThat(r.message().in(RU)).isEqualTo(russian);
    }

    private static final List<Member> THREE = List.of(new Member("Ann", "GER"), new Member("Bob", "ESP"), new Member("Cid", "IND"));

    private static AppealCommands.FormCommittee form(List<Member> members, List<Member> reserves, List<String> parties) {
        return new AppealCommands.FormCommittee(ID, IN_TIME.plusSeconds(60), members, reserves, parties);
    }

    private static AppealCommands.DecideAppeal decide(Decision decision, List<Vote> votes, List<Effect> effects) {
        return new AppealCommands.DecideAppeal(ID, IN_TIME.plusSeconds(600), decision, "reasons", List.of(), votes, null, effects, null, null);
    }

    private static List<Vote> all(Decision d) {
        return List.of(new Vote("Ann", d), new Vote("Bob", d), new Vote("Cid", d));
    }

    private static Effect effect(EffectKind kind) {
        return new Effect(kind, null, null, null, null, null, null, null, null);
    }

    @Test
    void lodging() {
        reads(refusal(appeal(lodge(List.of())), lodge(List.of())), "appeal appeal-1 is lodged already", "апелляция appeal-1 уже подана");
        reads(refusal(new AppealState(), lodge(IN_TIME, ENDED, List.of(), " ", "5400+30", Map.of(), false, null)),
                "\"grounds\" are required: an appeal says why", "нужны \"grounds\": в апелляции указывается, на чём она основана");
        reads(refusal(new AppealState(), lodge(List.of(10L))), "the game has events 0 to 9; there is no event 10",
                "в партии события с 0 по 9; события 10 нет");
        reads(refusal(new AppealState(), lodge(IN_TIME, null, List.of(), "grounds", "5400+30", Map.of(), false, null)),
                "the game has not ended: an appeal is lodged after the game (FIDE Handbook C.11, 3.4)",
                "партия не окончена: апелляция подаётся после партии (FIDE Handbook C.11, п. 3.4)");
        reads(refusal(new AppealState(), form(THREE, List.of(), List.of())), "there is no appeal appeal-1", "апелляции appeal-1 нет");
    }

    @Test
    void aRefusedAppeal_itsRecordedReasonWordedAgainFromTheRecord_elseQuotedAsRecorded() {
        AppealState late = appeal(lodge(ENDED.plusSeconds(20 * 60), ENDED, List.of(), "grounds", "180+2", Map.of(), false, null));
        Rejection r = refusal(late, form(THREE, List.of(), List.of()));
        assertThat(r.detail()).isEqualTo("the appeal was refused: " + late.refused().reason());
        reads(r, "the appeal was refused: lodged at 2026-03-01T12:20:00Z, after the deadline of 15 minutes from the end of the game at "
                        + "2026-03-01T12:00:00Z (FIDE Handbook C.11 3.4.2: 15 minutes for blitz play)",
                "в рассмотрении апелляции отказано: она подана 2026-03-01T12:20:00Z, когда истёк срок подачи — 15 мин после окончания "
                        + "партии в 2026-03-01T12:00:00Z (FIDE Handbook C.11 3.4.2: 15 minutes for blitz play)");

        AppealState event = appeal(lodge(IN_TIME, ENDED, List.of(4L), "grounds", "5400+30", Map.of(4L, "appeal-0"), false, null));
        reads(refusal(event, form(THREE, List.of(), List.of())),
                "the appeal was refused: event 4 of the game was decided on appeal appeal-0: that decision is final",
                "в рассмотрении апелляции отказано: по событию 4 партии уже принято решение по апелляции appeal-0, и это решение окончательное");

        AppealState result = appeal(lodge(IN_TIME, ENDED, List.of(), "grounds", "5400+30", Map.of(), true, "appeal-0"));
        reads(refusal(result, new AppealCommands.RecordStatement(ID, IN_TIME, AppealEvent.Speaker.ARBITER, "A", "text")),
                "the appeal was refused: the game's result was decided on appeal appeal-0: that decision is final",
                "в рассмотрении апелляции отказано: по результату партии уже принято решение по апелляции appeal-0, и это решение окончательное");

        // a reason recorded in other words (an earlier version's, an import's) is quoted as it stands
        AppealState other = appeal(lodge(List.of()));
        AppealState.AppealFold.evolve(other, new AppealEvent.AppealRefused(ID, IN_TIME, adjudicator.command.api.Actor.SYSTEM,
                AppealEvent.Refusal.LATE, "lodged after the round"));
        reads(refusal(other, form(THREE, List.of(), List.of())), "the appeal was refused: lodged after the round",
                "в рассмотрении апелляции отказано: lodged after the round");
    }

    @Test
    void theCommittee() {
        AppealState lodged = appeal(lodge(List.of()));
        reads(refusal(lodged, form(THREE.subList(0, 2), List.of(), List.of())),
                "a committee has an odd number of members, three or more (a chairman and two members, FIDE Handbook C.11, 2), so that a "
                        + "majority decides; 2 given",
                "в апелляционном комитете нечётное число членов, не менее трёх (председатель и два члена, FIDE Handbook C.11, п. 2), чтобы "
                        + "решение принималось большинством; указано: 2");
        reads(refusal(lodged, form(List.of(new Member("Ann", "GER"), new Member(" ", "ESP"), new Member("Cid", "IND")), List.of(),
                List.of())), "every member has a name", "у каждого члена комитета указывается имя");
        reads(refusal(lodged, form(THREE, List.of(new Member("Bob", "USA")), List.of())), "Bob is named twice", "имя Bob указано дважды");
        reads(refusal(lodged, form(THREE, List.of(new Member("Dan", "ESP")), List.of())),
                "two members are of ESP: they are of different federations (FIDE Handbook C.11, 2)",
                "два члена комитета из федерации ESP: члены комитета должны быть из разных федераций (FIDE Handbook C.11, п. 2)");
        reads(refusal(lodged, form(THREE, List.of(new Member("Dan", "USA")), List.of("ESP", "USA"))),
                "Bob is of ESP, a party's federation, and no reserve of another federation can take his place",
                "Bob — из федерации ESP, федерации одной из сторон, и нет запасного из другой федерации, который мог бы его заменить");
        reads(refusal(lodged, new AppealCommands.StandAside(ID, IN_TIME, "Bob", "he arbitrated the round", List.of())),
                "the committee is not formed", "апелляционный комитет не сформирован");
        reads(refusal(lodged, decide(Decision.UPHELD, all(Decision.UPHELD), List.of())),
                "the committee is not formed: it hears and decides",
                "апелляционный комитет не сформирован: рассматривает апелляцию и принимает решение комитет");

        AppealState formed = appeal(lodge(List.of()), form(THREE, List.of(), List.of()));
        reads(refusal(formed, form(THREE, List.of(), List.of())), "the committee is formed already", "апелляционный комитет уже сформирован");
        reads(refusal(formed, new AppealCommands.StandAside(ID, IN_TIME, "Dan", "interest", List.of())),
                "Dan does not sit on this committee (sitting: [Ann, Bob, Cid])",
                "Dan не входит в заседающий состав комитета (заседают: [Ann, Bob, Cid])");
        reads(refusal(formed, new AppealCommands.StandAside(ID, IN_TIME, "Bob", "interest", List.of())),
                "no reserve can take Bob's place: the committee would have an even number of members",
                "нет запасного, который мог бы заменить члена комитета Bob: в комитете стало бы чётное число членов");
    }

    @Test
    void theDecision() {
        AppealState formed = appeal(lodge(List.of()), form(THREE, List.of(), List.of()));
        Rejection stranger = refusal(formed, decide(Decision.UPHELD, List.of(new Vote("Dan", Decision.UPHELD)), List.of()));
        String sitting = stranger.detail().substring(stranger.detail().indexOf('['), stranger.detail().indexOf(']') + 1);
        assertThat(sitting).as("a set's order").isIn("[Ann, Bob, Cid]", "[Ann, Cid, Bob]", "[Bob, Ann, Cid]", "[Bob, Cid, Ann]",
                "[Cid, Ann, Bob]", "[Cid, Bob, Ann]");
        reads(stranger, "Dan does not sit on this committee (sitting: " + sitting + ")",
                "Dan не входит в заседающий состав комитета (заседают: " + sitting + ")");
        reads(refusal(formed, decide(Decision.UPHELD, List.of(new Vote("Ann", Decision.UPHELD), new Vote("Ann", Decision.UPHELD)),
                List.of())), "Ann votes twice", "член комитета Ann голосует дважды");
        reads(refusal(formed, decide(Decision.UPHELD, all(Decision.UPHELD).subList(0, 2), List.of())),
                "every sitting member votes; missing: [Cid]", "голосуют все заседающие члены комитета; не проголосовали: [Cid]");
        reads(refusal(formed, decide(Decision.UPHELD, List.of(new Vote("Ann", Decision.UPHELD), new Vote("Bob", Decision.DISMISSED),
                        new Vote("Cid", Decision.DISMISSED)), List.of())),
                "the decision UPHELD has 1 of 3 votes: a decision needs a majority ({UPHELD=1, DISMISSED=2})",
                "за решение «апелляция удовлетворена» подано голосов: 1 из 3; решение принимается большинством ({UPHELD=1, DISMISSED=2})");
        reads(refusal(formed, decide(Decision.DISMISSED, all(Decision.DISMISSED), List.of(effect(EffectKind.ANNUL)))),
                "a dismissed appeal changes nothing in the game: no effects",
                "при отклонении апелляции в партии ничего не меняется: меры не указываются");
        reads(refusal(formed, decide(Decision.UPHELD, all(Decision.UPHELD), List.of(effect(null)))),
                "an effect names its kind", "у каждой меры указывается её вид");
        reads(refusal(formed, decide(Decision.UPHELD, all(Decision.UPHELD), List.of(effect(EffectKind.AMEND_RESULT)))),
                "AMEND_RESULT names the result and the termination (and its article)",
                "для AMEND_RESULT указываются результат и способ окончания партии (и его статья)");
        reads(refusal(formed, decide(Decision.UPHELD, all(Decision.UPHELD), List.of(effect(EffectKind.RESUME)))),
                "RESUME names the position (toPly, or afterEvent: an event's seq) and both clocks' times",
                "для RESUME указываются позиция (toPly или afterEvent: seq события) и время на часах обоих игроков");
        reads(refusal(formed, decide(Decision.UPHELD, all(Decision.UPHELD), List.of(effect(EffectKind.WITHDRAW_PENALTY)))),
                "WITHDRAW_PENALTY names the event that imposed it (penaltySeq)",
                "для WITHDRAW_PENALTY указывается событие, которым наложено наказание (penaltySeq)");
        reads(refusal(formed, decide(Decision.UPHELD, all(Decision.UPHELD), List.of(effect(EffectKind.ANNUL), effect(EffectKind.ANNUL)))),
                "an effect is named twice", "мера указана дважды");

        Rejection game = new Rejection(Rejection.Kind.CONFLICT, "the game is annulled already", null, null);
        reads(refusal(formed, new AppealCommands.RecordEffectRefused(ID, IN_TIME, 0, "game-1", game)),
                "the appeal is not decided: it has no effects yet", "решение по апелляции ещё не принято: мер по нему пока нет");

        AppealState decided = appeal(lodge(List.of()), form(THREE, List.of(), List.of()),
                decide(Decision.PARTLY_UPHELD, all(Decision.PARTLY_UPHELD), List.of(effect(EffectKind.ANNUL))));
        reads(refusal(decided, new AppealCommands.RecordStatement(ID, IN_TIME, AppealEvent.Speaker.ARBITER, "A", "text")),
                "the appeal was decided (PARTLY_UPHELD): the decision is final",
                "по апелляции уже принято решение (апелляция удовлетворена частично): решение окончательное");
        reads(refusal(decided, new AppealCommands.RecordEffectRefused(ID, IN_TIME, 1, "game-1", game)),
                "the decision has 1 effects; there is no effect 1", "мер в решении: 1; меры 1 нет");
        AppealState effectRefused = appeal(lodge(List.of()), form(THREE, List.of(), List.of()),
                decide(Decision.UPHELD, all(Decision.UPHELD), List.of(effect(EffectKind.ANNUL))),
                new AppealCommands.RecordEffectRefused(ID, IN_TIME, 0, "game-1", game));
        reads(refusal(effectRefused, new AppealCommands.RecordEffectRefused(ID, IN_TIME, 0, "game-1", game)),
                "the refusal of effect 0 is recorded already", "отказ партии принять меру 0 уже записан");
    }

    // ---- the decision's effects on the game ----

    private static final String GAME = "game-1";
    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    /** A game's record: created under 2023 with {@code timeControl}, then {@code commands}, each accepted. */
    private static List<GameEvent> record(String timeControl, Commands.GameCommand... commands) {
        List<GameEvent> events = new ArrayList<>(GameDecider.create(new Commands.CreateGame(GAME, T0, null, Player.of("White, W", null),
                Player.of("Black, B", null), "Open", null, "1", 1, Edition.FIDE_2023, timeControl, null, false, null)).eventsOrThrow());
        for (Commands.GameCommand c : commands) {
            events.addAll(GameDecider.decide(GameFold.of(events), c).eventsOrThrow());
        }
        return events;
    }

    private static Instant t(long seconds) {
        return T0.plusSeconds(seconds);
    }

    private static Rejection refusal(List<GameEvent> record, Commands.GameCommand c) {
        return rejected(GameDecider.decide(GameFold.of(record), c));
    }

    private static Commands.MakeMove move(long s, Color player, String move) {
        return new Commands.MakeMove(GAME, t(s), null, player, move);
    }

    @Test
    void theEffectsOnTheGame() {
        List<GameEvent> goingOn = record("-", move(1, Color.WHITE, "e2e4"));
        reads(refusal(goingOn, new Commands.AnnulOnAppeal(GAME, t(10), null, " ", false, null)),
                "an appeal's decision names the appeal", "в решении по апелляции указывается апелляция");
        reads(refusal(goingOn, new Commands.AnnulOnAppeal(GAME, t(10), null, ID, false, null)),
                "the game has not ended: an appeal is decided after it", "партия не окончена: решение по апелляции принимается после партии");

        List<GameEvent> resigned = record("-", move(1, Color.WHITE, "e2e4"), move(2, Color.BLACK, "e7e5"),
                new Commands.Resign(GAME, t(3), null, Color.WHITE));
        reads(refusal(resigned, new Commands.AmendResultOnAppeal(GAME, t(10), null, ID, "2-0", Termination.CHECKMATE, null, null)),
                "\"result\" must be 1-0, 0-1, 1/2-1/2, 0-0, 1/2-0 or 0-1/2, not 2-0",
                "\"result\" должно быть 1-0, 0-1, 1/2-1/2, 0-0, 1/2-0 или 0-1/2, а не 2-0");
        reads(refusal(resigned, new Commands.AmendResultOnAppeal(GAME, t(10), null, ID, "1-0", null, null, null)),
                "an amended result names how the game ended (\"termination\")",
                "при изменении результата указывается, как окончилась партия (\"termination\")");
        reads(refusal(resigned, new Commands.ResumeOnAppeal(GAME, t(10), null, ID, 3, 1000, 1000, null)),
                "the game's line has 2 half-moves; there is no position after 3", "в партии полуходов: 2; позиции после полухода 3 нет");
        reads(refusal(resigned, new Commands.ResumeOnAppeal(GAME, t(10), null, ID, 1, -1, 1000, null)),
                "the clocks' times cannot be negative", "время на часах не может быть отрицательным");
        reads(refusal(resigned, new Commands.WithdrawPenaltyOnAppeal(GAME, t(10), null, ID, 2, null)),
                "event 2 imposed no penalty that stands (penalties at events [])",
                "событием 2 не наложено действующего наказания (наказания — в событиях [])");

        List<GameEvent> annulled = new ArrayList<>(resigned);
        annulled.addAll(GameDecider.decide(GameFold.of(resigned), new Commands.AnnulOnAppeal(GAME, t(10), null, ID, false, null))
                .eventsOrThrow());
        reads(refusal(annulled, new Commands.AmendResultOnAppeal(GAME, t(11), null, ID, "1-0", Termination.RESIGNATION, null, null)),
                "the game was annulled: it has no result to amend", "партия аннулирована: результата, который можно было бы изменить, нет");
        reads(refusal(annulled, new Commands.AnnulOnAppeal(GAME, t(11), null, ID, false, null)),
                "the game is annulled already", "партия уже аннулирована");

        List<GameEvent> illegal = record("-", move(1, Color.WHITE, "e2e5"), new Commands.Resign(GAME, t(3), null, Color.BLACK));
        reads(refusal(illegal, new Commands.ResumeOnAppeal(GAME, t(10), null, ID, 1, 1000, 1000, null)),
                "half-move 1 of the line was illegal: a game resumes from a position reached by legal moves",
                "полуход 1 партии был невозможным ходом: партия продолжается только с позиции, возникшей после возможных ходов");

        List<GameEvent> clocked = record("300", new Commands.StartClocks(GAME, t(0), null), move(1, Color.WHITE, "e2e4"),
                new Commands.Resign(GAME, t(3), null, Color.BLACK));
        reads(refusal(clocked, new Commands.ResumeOnAppeal(GAME, t(10), null, ID, 0, 0, 1000, null)),
                "a game resumed with a clock at zero would end at once: give each player time",
                "партия, продолженная с нулём на часах, сразу бы окончилась: дайте время каждому игроку");
    }

    @Test
    void theReadjudicationWithoutAFact_andTheEventToResumeAfter() {
        List<GameEvent> resigned = record("-", move(1, Color.WHITE, "e2e4"), move(2, Color.BLACK, "e7e5"),
                new Commands.Resign(GAME, t(3), null, Color.WHITE));
        try {
            Readjudication.of(resigned, Edition.FIDE_2023, Set.of(0L));
            throw new AssertionError("the creation was taken out");
        } catch (adjudicator.command.api.GameRuleException e) {
            reads(e.rejection(), "event 0 is no fact that can be taken out (a ruling is decided again by the Laws; the game's creation "
                            + "stays): the facts are at [0, 1, 2, 3]",
                    "событие 0 — не факт, который можно исключить (решения арбитра выносятся заново по Правилам; создание партии остаётся): "
                            + "факты — в событиях [0, 1, 2, 3]");
        }
        // the process manager's refusal (AppealEffects, which reads the game from the store): its key and values
        Message resume = Message.of("refusal.appeal.noEventToResumeAfter", 9, "12");
        assertThat(resume.english()).isEqualTo("the game has events 0 to 9; there is no event 12 to resume after");
        assertThat(resume.in(RU)).isEqualTo("в партии события с 0 по 9; события 12, после которого можно продолжить партию, нет");
    }
}
