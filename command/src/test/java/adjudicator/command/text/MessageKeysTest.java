package adjudicator.command.text;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every key the server's code names as a literal ({@code Message.of("refusal.…")}) is in the bundles: a key
 * missing there would fail the answer it words. Reads the sources of every module beside this one.
 */
class MessageKeysTest {

    private static final Pattern LITERAL_KEY = Pattern.compile("Message\\.of\\(\\s*\"([^\"]+)\"\\s*[,)]");

    @Test
    void everyKeyNamedInTheCodeIsInTheEnglishAndTheRussianBundle() throws IOException {
        Path root = Path.of("").toAbsolutePath().getParent();
        List<String> keys = new ArrayList<>();
        for (String module : List.of("command", "query", "app")) {
            Path sources = root.resolve(module).resolve("src/main/java");
            try (Stream<Path> files = Files.walk(sources)) {
                files.filter(f -> f.toString().endsWith(".java")).forEach(f -> {
                    try {
                        Matcher m = LITERAL_KEY.matcher(Files.readString(f));
                        while (m.find()) {
                            keys.add(m.group(1));
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
        }
        assertThat(keys).as("keys named in the code").contains("refusal.gameEnded");
        for (adjudicator.engine.MoveCheck.Impossible.Reason reason : adjudicator.engine.MoveCheck.Impossible.Reason.values()) {
            keys.add("refusal.impossibleMove." + reason); // named by the reason (ClocksAndMovesDecider)
        }
        for (adjudicator.engine.tournament.TournamentDataException.Reason reason : adjudicator.engine.tournament.TournamentDataException.Reason.values()) {
            keys.add("refusal.tournament.data." + reason); // named by the reason (TournamentDecider, CreateTournamentRequest)
        }
        for (adjudicator.engine.rules.QuickplayClaims.Refusal.Reason reason : adjudicator.engine.rules.QuickplayClaims.Refusal.Reason.values()) {
            keys.add("refusal.game.quickplay." + reason); // the engine's reason (QuickplayDecider)
        }
        for (adjudicator.engine.rules.Pace pace : adjudicator.engine.rules.Pace.values()) {
            keys.add("refusal.game.illegal.onlyOnClaim." + pace); // by the pace (IllegalMoveDecider)
            keys.add("refusal.game.illegal.stands." + pace);
        }
        for (adjudicator.engine.Status status : adjudicator.engine.Status.values()) {
            keys.add("refusal.game.draw.afterIllegalMove." + status); // by the position's status (DrawDecider)
        }
        keys.addAll(List.of("refusal.contentType.wildcard", "refusal.contentType.unreadable")); // by why (ContentTypeFilter)
        for (Language language : Language.values()) {
            Texts texts = Texts.of(language);
            assertThat(keys.stream().filter(k -> !texts.has(k)).distinct().toList())
                    .as("keys missing from the bundle of " + language).isEmpty();
        }
    }

    private static final Pattern CONSTRAINT_MESSAGE = Pattern.compile("message = \"((?:[^\"\\\\]|\\\\.)*)\"");

    /** Every sentence a constraint on a command's field says ({@code message = "..."}) is in the bundles by its English. */
    @Test
    void everyConstraintsOwnSentenceIsInBothBundles() throws IOException {
        Path sources = Path.of("").toAbsolutePath().getParent().resolve("command/src/main/java");
        List<String> sentences = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = CONSTRAINT_MESSAGE.matcher(Files.readString(f));
                while (m.find()) {
                    sentences.add(m.group(1).replace("\\\"", "\"").replace("\\\\", "\\"));
                }
            }
        }
        assertThat(sentences).contains("\"gameId\" is required");
        for (Language language : Language.values()) {
            Texts texts = Texts.of(language);
            for (String english : sentences) {
                String key = adjudicator.command.web.ConstraintText.key(english);
                assertThat(texts.has(key)).as(language + ": " + key).isTrue();
                if (language == Language.EN) {
                    assertThat(texts.get(key)).isEqualTo(english);
                }
            }
        }
    }
}
