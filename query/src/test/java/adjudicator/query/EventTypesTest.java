package adjudicator.query;

import adjudicator.command.api.GameEvent;
import adjudicator.command.appeal.AppealEvent;
import adjudicator.command.decide.Facts;
import adjudicator.command.tournament.TournamentEvent;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Adding an event type is one change the build checks: every type the sealed event interfaces permit
 * is folded by its aggregate's fold, a game's event is classified as a fact or a ruling
 * ({@link Facts}), and its sentence in the timeline is written ({@link Timeline} or the fold's
 * {@code Rulings}); an appeal's event is described in the game's timeline. The folds and the sentences
 * are checked in their sources (a type they never name is one they pass over in silence).
 */
class EventTypesTest {

    private static final Path COMMAND = Path.of("../command/src/main/java/adjudicator/command");
    private static final Path QUERY = Path.of("src/main/java/adjudicator/query");

    private static String source(Path file) throws IOException {
        return Files.readString(file);
    }

    private static boolean names(String source, Class<?> type) {
        return Pattern.compile("\\b" + type.getSimpleName() + "\\b").matcher(source).find();
    }

    private static List<String> missing(Class<?> sealed, String... sources) {
        List<String> out = new ArrayList<>();
        for (Class<?> type : sealed.getPermittedSubclasses()) {
            boolean named = false;
            for (String s : sources) {
                named |= names(s, type);
            }
            if (!named) {
                out.add(type.getSimpleName());
            }
        }
        return out;
    }

    @Test
    void everyGameEventIsFolded_classifiedAsAFactOrARuling_andDescribedInTheTimeline() throws IOException {
        Class<?>[] types = GameEvent.class.getPermittedSubclasses();
        assertThat(types).hasSizeGreaterThan(40);
        String fold = source(COMMAND.resolve("state/GameFold.java"));
        assertThat(missing(GameEvent.class, fold)).as("not folded by GameFold.evolve").isEmpty();

        List<String> unclassified = new ArrayList<>();
        List<String> twice = new ArrayList<>();
        for (Class<?> type : types) {
            int sets = (Facts.ALWAYS_FACTS.contains(type) ? 1 : 0) + (Facts.ALWAYS_RULINGS.contains(type) ? 1 : 0)
                    + (Facts.BY_CONTENT.contains(type) ? 1 : 0);
            (sets == 0 ? unclassified : sets > 1 ? twice : new ArrayList<String>()).add(type.getSimpleName());
        }
        assertThat(unclassified).as("neither a fact nor a ruling in Facts").isEmpty();
        assertThat(twice).as("classified twice in Facts").isEmpty();
        String facts = source(COMMAND.resolve("decide/Facts.java"));
        String natureOf = facts.substring(facts.indexOf("public static Nature natureOf"), facts.indexOf("public static List<Fact> of("));
        List<String> noCase = new ArrayList<>();
        for (Class<?> type : Facts.BY_CONTENT) {
            if (!natureOf.contains("instanceof " + type.getSimpleName())) {
                noCase.add(type.getSimpleName());
            }
        }
        assertThat(noCase).as("decided by content, without a case in Facts.natureOf").isEmpty();

        assertThat(missing(GameEvent.class, source(QUERY.resolve("Timeline.java")), source(COMMAND.resolve("state/Rulings.java"))))
                .as("without a sentence in Timeline or Rulings").isEmpty();
    }

    @Test
    void everyTournamentEventIsFolded() throws IOException {
        assertThat(TournamentEvent.class.getPermittedSubclasses()).isNotEmpty();
        assertThat(missing(TournamentEvent.class, source(COMMAND.resolve("tournament/TournamentState.java"))))
                .as("not folded by TournamentState.TournamentFold").isEmpty();
    }

    @Test
    void everyAppealEventIsFolded_andDescribedInTheGamesTimeline() throws IOException {
        assertThat(AppealEvent.class.getPermittedSubclasses()).isNotEmpty();
        assertThat(missing(AppealEvent.class, source(COMMAND.resolve("appeal/AppealState.java"))))
                .as("not folded by AppealState.AppealFold").isEmpty();
        assertThat(missing(AppealEvent.class, source(QUERY.resolve("Timeline.java")))).as("not described in Timeline").isEmpty();
    }

    @Test
    void aTypeNoSourceNamesIsFound() {
        assertThat(missing(AppealEvent.class, "")).contains("AppealLodged", "AppealDecided");
        assertThat(names("x instanceof AppealDecided e", AppealEvent.AppealDecided.class)).isTrue();
        assertThat(names("x instanceof AppealDecidedLater e", AppealEvent.AppealDecided.class)).isFalse();
    }
}
