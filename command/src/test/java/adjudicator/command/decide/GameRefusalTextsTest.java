package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.Commands;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.Party;
import adjudicator.command.api.Rejection;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Language;
import adjudicator.command.text.Message;
import adjudicator.command.text.Texts;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.QuickplayClaims;
import org.junit.jupiter.api.Test;

import java.util.List;

import static adjudicator.command.decide.Record.ID;
import static adjudicator.command.decide.Record.t;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The game's refusals worded by lang (issue 37): each refusal's detail in English is the sentence it has always
 * been, and the same refusal reads in Russian from the bundle. Given a game and a command the deciders refuse,
 * when the refusal is worded, expect the English and the Russian detail written out here.
 */
class GameRefusalTextsTest {

    private static final Texts RU = Texts.of(Language.RU);

    /** The refusal of {@code command} in the game {@code r} records, its detail as a message. */
    private static Message refused(Record r, GameCommand command) {
        return message(GameDecider.decide(r.state(), command));
    }

    private static Message message(Decision<GameEvent> decision) {
        assertThat(decision).isInstanceOf(Decision.Rejected.class);
        Rejection rejection = ((Decision.Rejected<GameEvent>) decision).rejection();
        assertThat(rejection.message()).as("the refusal's message: " + rejection.detail()).isNotNull();
        assertThat(rejection.message().english()).isEqualTo(rejection.detail());
        return rejection.message();
    }

    private static void reads(Message m, String english, String russian) {
        assertThat(m.english()).isEqualTo(english);
        assertThat(m.in(RU)).isEqualTo(russian);
    }

    /** A standard game of two hours each, its clocks started at 0 s: White's clock runs. */
    private static Record started(Edition rules) {
        return Record.of(rules, "7200").startClocks(0);
    }

    @Test
    void theEnginesQuickplayRefusalsAreWordedByTheirReason() {
        reads(refused(started(Edition.FIDE_2005), new Commands.ClaimDraw(ID, t(10), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null)),
                "the claimant has 7190000 ms left, not less than two minutes",
                "у заявившего осталось 7190000 мс, а не менее двух минут");
        reads(refused(started(Edition.FIDE_2005), new Commands.RequestIncrement(ID, t(10), null, WHITE)),
                "the FIDE_2005 rules have no request for an increment (it came with the 2017 Guidelines III.4); the claim of 10.2 remains",
                "нормы Правил шахмат ФИДЕ 2005 не предусматривают просьбы о добавлении времени (она введена Руководством III.4 "
                        + "2017 года); остаётся заявление по ст. 10.2");
        reads(refused(started(Edition.FIDE_2017), new Commands.ClaimDraw(ID, t(10), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null)),
                "the event did not announce the quickplay-finish guidelines",
                "соревнование не объявляло о применении Руководства по быстрому окончанию партии");
        Record claimed = Record.underGuidelinesIII(Edition.FIDE_2017, "7200").startClocks(0)
                .then(new Commands.CorrectClocks(ID, t(5), null, 60_000L, 60_000L, null))
                .then(new Commands.ClaimDraw(ID, t(10), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null));
        reads(refused(claimed, new Commands.RuleOnClaim(ID, t(20), null, QuickplayClaims.Decision.REJECT, 60_000L, null)),
                "on rejecting the claim the arbiter adds two minutes to the opponent's time under FIDE_2017; only the RCF "
                        + "commentary to the 2005 Laws leaves them to him",
                "отклоняя заявление, арбитр по нормам Правил шахмат ФИДЕ 2017 добавляет сопернику две минуты; оставляет их на "
                        + "его усмотрение лишь комментарий ФШР к Правилам 2005 года");
        reads(refused(claimed, new Commands.MakeMove(ID, t(20), null, WHITE, "e2e4")),
                "the game waits for the arbiter's decision on WHITE's quickplay-finish claim",
                "партия ждёт решения арбитра по заявлению белых о быстром окончании партии");
        reads(refused(claimed, new Commands.RequestIncrement(ID, t(20), null, WHITE)),
                "a quickplay-finish claim by WHITE is already open",
                "заявление белых о быстром окончании партии уже сделано");
    }

    @Test
    void theQuickplayDecidersOwnRefusals() {
        reads(refused(started(Edition.FIDE_2005), new Commands.ClaimDraw(ID, t(10), null, BLACK, ClaimKind.QUICKPLAY_FINISH, null, null)),
                "only the player having the move, his clock running, may make this claim",
                "сделать это заявление может только игрок, за которым очередь хода, когда идут его часы");
        reads(refused(started(Edition.FIDE_2005), new Commands.RuleOnClaim(ID, t(10), null, QuickplayClaims.Decision.ACCEPT, null, null)),
                "no claim awaits the arbiter's decision",
                "нет заявления, ждущего решения арбитра");
        reads(refused(started(Edition.FIDE_2005), new Commands.RuleOnClaim(ID, t(10), null, null, null, null)),
                "decision is required: ACCEPT, POSTPONE or REJECT",
                "поле decision обязательно: ACCEPT, POSTPONE или REJECT");
    }

    @Test
    void flagsClocksAndAbsence() {
        reads(refused(started(Edition.FIDE_2005), new Commands.ObserveFlagFall(ID, t(10), null, Party.WHITE)),
                "by the recorded clock facts WHITE has 7190000 ms left at 2026-03-01T10:00:10Z; if the clock shows otherwise, "
                        + "correct the clocks first (6.11, 6.14)",
                "по записанным показаниям часов у белых на 2026-03-01T10:00:10Z осталось 7190000 мс; если часы показывают иное, "
                        + "сначала исправьте их показания (6.11, 6.14)");
        reads(refused(started(Edition.FIDE_2005), new Commands.ObserveFlagFall(ID, t(10), null, (Party) null)),
                "side is required: WHITE or BLACK, whose flag has fallen, or BOTH",
                "поле side обязательно: WHITE или BLACK (чей флажок упал) либо BOTH");
        Record stopped = started(Edition.FIDE_2005).then(new Commands.StopClocks(ID, t(10), null, null));
        reads(refused(stopped, new Commands.StopClocks(ID, t(11), null, null)),
                "the clocks are already stopped", "часы уже остановлены");
        reads(refused(started(Edition.FIDE_2005), new Commands.ResumeClocks(ID, t(11), null, null)),
                "the clocks are running; nothing to resume", "часы идут; возобновлять нечего");
        reads(refused(started(Edition.FIDE_2005), new Commands.ReportAbsence(ID, t(10), null, BLACK, null, false)),
                "BLACK is not yet in default: 10000 ms of 3600000 ms have passed",
                "чёрные: допустимое время опоздания ещё не истекло: прошло 10000 мс из 3600000 мс");
        reads(refused(started(Edition.RF_2013), new Commands.ReportAbsence(ID, t(10), null, BLACK, null, true)),
                "under RF_2013 the arbiter may not waive the loss",
                "по нормам Правил вида спорта «шахматы» РФ 2013 арбитр не может освободить от поражения");
        Record underRegulations = Record.underRegulations(Edition.FIDE_2017, "7200",
                new adjudicator.command.api.GameRegulations(600_000L, null, false, null)).startClocks(0);
        reads(refused(underRegulations, new Commands.ReportAbsence(ID, t(10), null, BLACK, 300_000L, false)),
                "the competition's regulations of this game set the default time at 600000 ms, not 300000 ms",
                "регламент соревнования этой партии устанавливает допустимое время опоздания 600000 мс, а не 300000 мс");
        reads(refused(Record.of(Edition.FIDE_2005, "7200"), new Commands.ReportAbsence(ID, t(10), null, BLACK, null, false)),
                "the game has not started: lateness counts from the start of the clocks",
                "партия не начата: опоздание отсчитывается от пуска часов");
        reads(refused(started(Edition.FIDE_2005), new Commands.CorrectClocks(ID, t(10), null, -1L, 0L, null)),
                "remaining times cannot be negative", "оставшееся время не может быть отрицательным");
        reads(refused(started(Edition.FIDE_2005), new Commands.CorrectClocks(ID, t(10), null, Guards.MAX_CLOCK_MS + 1, 0L, null)),
                "whiteRemainingMs must be at most 31536000000 ms (365 days)",
                "поле whiteRemainingMs не может превышать 31536000000 мс (365 дней)");
    }

    @Test
    void illegalMovesTouchesAndTheArbitersActs() {
        reads(refused(started(Edition.FIDE_2005), new Commands.ReportIllegalMove(ID, t(5), null, Actor.ARBITER, null)),
                "no illegal move stands on the board", "на доске нет невозможного хода");
        reads(refused(started(Edition.FIDE_2005), new Commands.ReportIllegalMove(ID, t(5), null, null, null)),
                "by is required: WHITE, BLACK or ARBITER", "поле by обязательно: WHITE, BLACK или ARBITER");
        reads(refused(started(Edition.FIDE_2005), new Commands.TouchPiece(ID, t(5), null, WHITE, "e4")),
                "there is no man on e4 to touch", "на поле e4 нет фигуры, которую можно тронуть");
        reads(refused(started(Edition.FIDE_2005), new Commands.TouchPromotionSquare(ID, t(5), null, WHITE, "e4", "Q")),
                "e4 is not a square of promotion for WHITE (3.7e: the rank furthest from his starting position)",
                "e4 — не поле превращения для белых (3.7e: самая дальняя горизонталь от исходной позиции)");
        reads(refused(started(Edition.FIDE_2005), new Commands.TouchPromotionSquare(ID, t(5), null, WHITE, "e8", "K")),
                "piece must be Q, R, B or N (a pawn promotes to a queen, rook, bishop or knight, 3.7e), not \"K\"",
                "поле piece должно быть Q, R, B или N (пешка превращается в ферзя, ладью, слона или коня, 3.7e), а не \"K\"");
        reads(refused(started(Edition.FIDE_2005), new Commands.RestorePosition(ID, t(5), null, 5, null, null, null, null)),
                "the line on the board has 0 half-moves, not 5", "на доске сделано полуходов: 0, а не 5");
        reads(refused(started(Edition.FIDE_2005), new Commands.DeclarePersistentRefusal(ID, t(5), null, WHITE, "2", null)),
                "opponentScore: the opponent's score must be 1 or 1/2, not 2",
                "opponentScore: результат соперника должен быть 1 или 1/2, а не 2");
        reads(refused(started(Edition.FIDE_2017), new Commands.ReportDeviceSignal(ID, t(5), null, WHITE, "1/2")),
                "opponentScore: under FIDE_2017 the arbiter does not set the opponent's score (11.3.2.2)",
                "opponentScore: по нормам Правил шахмат ФИДЕ 2017 арбитр не устанавливает результат соперника (11.3.2.2)");
        reads(refused(started(Edition.FIDE_2005), new Commands.WaiveTouchMoveClaim(ID, t(5), null, BLACK)),
                "no ending waits for a touch-move claim of BLACK (a waiver is recorded only while a checkmate, stalemate or dead "
                        + "position brought about by a move that broke touch-move waits for it, under FIDE 2017 and 2023)",
                "никакое окончание партии не ждёт заявления чёрных о нарушении правила «тронул — ходи» (отказ от заявления "
                        + "записывается, только пока его ждут мат, пат или мёртвая позиция, возникшие после хода с нарушением "
                        + "этого правила, по Правилам шахмат ФИДЕ 2017 и 2023)");
    }

    @Test
    void scoresheetsResultAndSetUp() {
        reads(refused(started(Edition.FIDE_2005), new Commands.SignScoresheet(ID, t(5), null, WHITE, "1-0")),
                "the scoresheets are signed at the end of the game; this game is IN_PROGRESS",
                "бланки записи подписываются по окончании партии; состояние этой партии: продолжается");
        reads(refused(started(Edition.FIDE_2005), new Commands.SignScoresheet(ID, t(5), null, WHITE, "2-0")),
                "\"result\" must be one of [1-0, 0-1, 1/2-1/2, 0-0]",
                "\"result\" должно быть одним из [1-0, 0-1, 1/2-1/2, 0-0]");
        reads(message(GameDecider.decide(GameState.EMPTY, new Commands.StartClocks(ID, t(0), null))),
                "the game has not been set up", "партия не создана");
        reads(refused(started(Edition.FIDE_2005), new Commands.StartClocks(ID, null, null)),
                "at is required", "поле at обязательно");
        // the parser's own words stay a value: the same in both languages
        Message timeControl = message(GameDecider.create(new Commands.CreateGame(ID, t(0), null, null, null, null, null, null, null,
                Edition.FIDE_2005, "40/", null, false, null, null)));
        assertThat(timeControl.english()).startsWith("timeControl: period 1 of time control \"40/\" is \"40/\"");
        assertThat(timeControl.in(RU)).isEqualTo(timeControl.english());
        reads(refused(started(Edition.FIDE_2005), new Commands.CreateGame(ID, t(5), null, null, null, null, null, null, null,
                        Edition.FIDE_2005, null, null, false, null, null)),
                "the game has already been set up", "партия уже создана");
    }

    @Test
    void anImportsRefusalNamesItsPlyInTheRequestsLanguage() {
        Commands.CreateGame create = new Commands.CreateGame(ID, t(0), null, null, null, null, null, null, null, Edition.FIDE_2005,
                "7200", null, false, null, new adjudicator.command.api.GameSource("PGN", "0".repeat(64), 1, "x", true, null, null));
        reads(message(ImportDecider.decide(new Commands.ImportGame(ID, null, create, List.of(
                        new Commands.StartClocks(ID, t(0), null), new Commands.StartClocks(ID, t(1), null)), null))),
                "ply 0, StartClocks: the clocks have already been started",
                "полуход 0, StartClocks: часы уже пущены");
        reads(message(ImportDecider.decide(new Commands.ImportGame(ID, null, new Commands.CreateGame(ID, t(0), null, null, null, null,
                        null, null, null, Edition.FIDE_2005, "7200", null, false, null, null), List.of(), null))),
                "an imported game names its source", "в импортируемой партии должен быть указан её источник");
    }
}
