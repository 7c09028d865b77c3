package adjudicator.query;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Message;
import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * "What would this game have given under the other rules?": the game's facts replayed under an edition
 * of the Laws, with the recorded and the re-adjudicated ending, where the two records first differ,
 * the facts that edition refuses, and every event of the replay marked fact or ruling.
 */
@RestController
public class ReadjudicationController {

    private final Readjudicator readjudicator;

    public ReadjudicationController(Readjudicator readjudicator) {
        this.readjudicator = readjudicator;
    }

    /** {@code rules}: FIDE_2005, RF_2013, FIDE_2017 or FIDE_2023; the game's own edition when absent. */
    @GetMapping("/api/games/{gameId}/readjudication")
    public ObjectNode readjudicate(@PathVariable String gameId, @RequestParam(required = false) String rules) {
        Edition edition = null;
        if (rules != null) {
            try {
                edition = Edition.parse(rules);
            } catch (IllegalArgumentException e) {
                throw GameRuleException.malformed(unknownRules(rules, e));
            }
        }
        return readjudicator.render(readjudicator.of(gameId, edition));
    }

    /**
     * The refusal of rules that name no edition: "rules: " and what {@link Edition#parse} says, worded from the bundles
     * where it says what they word (the editions it expects), else its words (English) as they stand.
     */
    static Message unknownRules(String rules, IllegalArgumentException e) {
        String expected = String.join(", ", java.util.Arrays.stream(Edition.values()).map(Edition::name).toList());
        Message worded = Message.of("refusal.appeal.unknownRules", rules, expected);
        return worded.english().equals("rules: " + e.getMessage()) ? worded : Message.of("refusal.appeal.rules", String.valueOf(e.getMessage()));
    }
}
