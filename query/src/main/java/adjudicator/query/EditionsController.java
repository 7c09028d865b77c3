package adjudicator.query;

import adjudicator.command.text.Message;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.PenaltyKind;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Ruleset;
import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The articles of an edition of the Laws, rule by rule, as the engine's ruleset cites them: what the
 * console shows beside each button (public text, open to everybody).
 */
@RestController
public class EditionsController {

    @GetMapping("/api/editions/{edition}")
    @Operation(summary = "The article of each rule in an edition of the Laws (FIDE_2005, RF_2013, FIDE_2017, FIDE_2023), as the "
            + "rulings cite them; a rule the edition does not have is absent; the penalties its arbiter may impose (by the "
            + "ImposePenalty kinds), and the articles of an electronic device, the default time and a quickplay-finish claim")
    public Map<String, Object> edition(@PathVariable String edition) {
        Edition e;
        try {
            e = Edition.parse(edition);
        } catch (IllegalArgumentException x) {
            throw GameRuleException.malformed(Message.of("refusal.query.edition", edition));
        }
        Ruleset rules = Ruleset.of(e);
        Map<String, String> articles = new LinkedHashMap<>();
        for (Law law : Law.values()) {
            rules.articleIfAny(law).ifPresent(a -> articles.put(law.name(), a));
        }
        Map<String, String> penalties = new LinkedHashMap<>();
        for (PenaltyKind kind : PenaltyKind.values()) {
            rules.arbiterPenaltyArticle(kind.option()).ifPresent(a -> penalties.put(kind.name(), a));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("edition", e.name());
        out.put("articles", articles);
        out.put("penalties", penalties);
        out.put("device", rules.deviceRule().article());
        out.put("defaultTime", rules.defaultTime().article());
        out.put("quickplayFinish", rules.quickplayFinish().article());
        return out;
    }
}
