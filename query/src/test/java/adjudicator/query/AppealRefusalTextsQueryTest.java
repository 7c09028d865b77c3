package adjudicator.query;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Language;
import adjudicator.command.text.Message;
import adjudicator.command.text.Texts;
import adjudicator.engine.rules.Edition;
import adjudicator.query.appeal.AppealController;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The query side's appeal refusals in English, as they read before the bundles, and in Russian: rules that name no edition
 * (the re-adjudication), a decision document asked for in a format it has not, a commandId used for another appeal.
 */
class AppealRefusalTextsQueryTest {

    private static final Texts RU = Texts.of(Language.RU);

    @Test
    void rulesThatNameNoEdition_wordedWhereTheEnginesWordsAreTheBundles_elseQuoted() {
        IllegalArgumentException parse = null;
        try {
            Edition.parse("FIDE_1999");
        } catch (IllegalArgumentException e) {
            parse = e;
        }
        assertThat(parse).isNotNull();
        GameRuleException refusal = assertThrows(() -> new ReadjudicationController(null).readjudicate("g", "FIDE_1999"));
        assertThat(refusal.getMessage()).isEqualTo("rules: " + parse.getMessage())
                .isEqualTo("rules: unknown rules 'FIDE_1999': expected one of FIDE_2005, RF_2013, FIDE_2017, FIDE_2023");
        assertThat(refusal.status()).isEqualTo(400);
        assertThat(refusal.message().key()).isEqualTo("refusal.appeal.unknownRules");
        assertThat(refusal.message().in(RU))
                .isEqualTo("rules: неизвестные правила 'FIDE_1999': ожидается одно из FIDE_2005, RF_2013, FIDE_2017, FIDE_2023");

        Message other = ReadjudicationController.unknownRules("x", new IllegalArgumentException("some other words"));
        assertThat(other.english()).isEqualTo("rules: some other words");
        assertThat(other.in(RU)).isEqualTo("rules: some other words");
    }

    @Test
    void aDecisionDocumentInAFormatItHasNot() {
        AppealController appeals = new AppealController(null, null, null, null, null, null, null, null, null, null, null);
        GameRuleException refusal = assertThrows(() -> appeals.decision("appeal-1", "docx", "ru", null));
        assertThat(refusal.getMessage()).isEqualTo("format must be html or pdf, not \"docx\"");
        assertThat(refusal.message().in(RU)).isEqualTo("format должен быть html или pdf, а не \"docx\"");
    }

    @Test
    void aCommandIdUsedForAnotherAppeal() {
        Message m = Message.of("refusal.appeal.commandIdUsed", "c-1", "appeal-2");
        assertThat(m.english()).isEqualTo("commandId \"c-1\" was used for another appeal (appeal-2); this one was not lodged: send it with "
                + "a new commandId");
        assertThat(m.in(RU)).isEqualTo("commandId \"c-1\" уже использован для другой апелляции (appeal-2); эта апелляция не подана: "
                + "пошлите её с новым commandId");
    }

    private static GameRuleException assertThrows(Runnable r) {
        try {
            r.run();
        } catch (GameRuleException e) {
            return e;
        }
        throw new AssertionError("not refused");
    }
}
