package adjudicator.command.text;

import adjudicator.command.web.ProblemLanguage;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The server's texts (issue 37): both languages hold the same keys, each filled with the same places. */
class TextsTest {

    private static final Pattern PLACE = Pattern.compile("\\{(\\d+)}");

    @Test
    void bothLanguagesHoldTheSameKeysWithTheSamePlacesAndNoEmptyText() {
        Texts en = Texts.of(Language.EN);
        Texts ru = Texts.of(Language.RU);
        assertThat(new TreeSet<>(ru.keys())).isEqualTo(new TreeSet<>(en.keys()));
        for (String key : en.keys()) {
            assertThat(en.get(key)).as(key).isNotBlank();
            assertThat(ru.get(key)).as(key).isNotBlank();
            assertThat(places(ru.get(key))).as(key).isEqualTo(places(en.get(key)));
        }
    }

    @Test
    void everyConstantOfTheClosedSetsTheTextsNameHasItsNameInBothLanguages() {
        List<Class<? extends Enum<?>>> sets = List.of(adjudicator.engine.Color.class, adjudicator.engine.rules.Termination.class,
                adjudicator.engine.rules.Edition.class, adjudicator.command.api.ClaimKind.class, adjudicator.command.api.Party.class,
                adjudicator.command.appeal.AppealEvent.LodgedBy.class, adjudicator.command.appeal.AppealEvent.Refusal.class,
                adjudicator.command.appeal.AppealEvent.Decision.class, adjudicator.command.appeal.AppealEvent.EffectKind.class, adjudicator.command.appeal.AppealEvent.Speaker.class,
                adjudicator.engine.pgn.SourceEnding.Kind.class, adjudicator.command.api.Actor.class,
                adjudicator.command.api.RejectionReason.class, adjudicator.command.api.PenaltyKind.class,
                adjudicator.engine.IllegalReason.class, adjudicator.command.api.GameStatus.class);
        for (Class<? extends Enum<?>> set : sets) {
            for (Enum<?> constant : set.getEnumConstants()) {
                // English names a constant as the answers always have: by its name
                assertThat(Texts.of(Language.EN).name(constant)).isEqualTo(constant.name());
                assertThat(Texts.of(Language.RU).name(constant)).as(constant.toString()).doesNotContain("_").isNotEqualTo(constant.name());
            }
        }
        for (Enum<?> owner : java.util.stream.Stream.concat(java.util.Arrays.stream(adjudicator.engine.Color.values()),
                java.util.Arrays.stream(adjudicator.engine.rules.Edition.values())).toList()) {
            assertThat(Texts.of(Language.EN).of(owner)).isEqualTo(owner.name());
            assertThat(Texts.of(Language.RU).of(owner)).isNotEqualTo(Texts.of(Language.RU).name(owner));
        }
        assertThat(Texts.of(Language.RU).of(adjudicator.engine.rules.Edition.FIDE_2017)).isEqualTo("Правил шахмат ФИДЕ 2017");
        assertThat(Texts.of(Language.RU).name(adjudicator.engine.rules.Termination.DEAD_POSITION)).isEqualTo("мёртвая позиция");
        assertThat(Texts.of(Language.RU).name(adjudicator.engine.rules.Edition.RF_2013)).contains("РФ 2013");
    }

    @Test
    void placesAreFilledInOrderAndNothingElseInATextIsSpecial() {
        Texts en = Texts.of(Language.EN);
        assertThat(en.get("timeline.ClocksStarted", "WHITE")).isEqualTo("clocks started: WHITE's clock runs");
        assertThat(en.get("timeline.ClockPressed.times", "WHITE", "0:04:58", "BLACK", "0:05:00")).isEqualTo(" (WHITE 0:04:58, BLACK 0:05:00)");
        assertThat(en.get("timeline.AppealDecided", "UPHELD", 1234L, 3, "{2} stays")).isEqualTo("appeal UPHELD by 1234 votes of 3: {2} stays");
        assertThat(Texts.of(Language.RU).get("timeline.MoveMade", "белые", "e4")).isEqualTo("белые: ход e4");
    }

    @Test
    void theLanguageIsRuOrEnAndNoneWhereNotGiven() {
        assertThat(Language.of(null)).isNull();
        assertThat(Language.of("")).isNull();
        assertThat(Language.of("ru")).isEqualTo(Language.RU);
        assertThat(Language.of("EN")).isEqualTo(Language.EN);
        assertThat(Texts.of(null).language()).isEqualTo(Language.EN);
        assertThatThrownBy(() -> Language.of("de")).isInstanceOf(Language.UnknownLanguageException.class).hasMessageContaining("ru or en");
    }

    @Test
    void theTitleOfAProblemIsFoundByItsEnglishWording() {
        assertThat(ProblemLanguage.key("Not allowed in this state of the game")).isEqualTo("problem.title.Not-allowed-in-this-state-of-the-game");
        for (String title : List.of("Malformed command", "Not allowed in this state of the game", "Cannot be a fact", "Unknown game",
                "Malformed request", "Unauthorized", "Forbidden", "Too many live followers", "Content Too Large")) {
            assertThat(Texts.of(Language.EN).get(ProblemLanguage.key(title))).isEqualTo(title);
            assertThat(Texts.of(Language.RU).get(ProblemLanguage.key(title))).isNotEqualTo(title);
        }
    }

    private static Set<String> places(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = PLACE.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
