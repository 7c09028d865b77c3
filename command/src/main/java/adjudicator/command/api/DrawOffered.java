package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player} offered a draw (2005 9.1a; 2017 9.1.2.1), or made a claim that counts as an offer
 * (9.1c; 9.1.2.3), cited in {@code article}. {@code proper} is false for an offer made other than
 * after making a move and before pressing the clock: valid all the same, but {@code otherTimeArticle}
 * (2005 12.6; 2017 11.5) applies. The offer cannot be withdrawn and stays open until it is accepted or
 * declined, or the game ends. {@code againstRegulations} is true for an offer the competition's
 * regulations forbid without the arbiter's consent (9.1.1, cited in {@code regulationsArticle}; none in
 * 2005, whose Laws leave it to the regulations alone): recorded, a fact all the same, and flagged; null
 * otherwise. Revision 2 added the two ({@link AddedFieldsUpcaster}: null in revision 1).
 */
@Revision("2")
public record DrawOffered(String gameId, Instant at, Actor actor, Color player, boolean proper, String article,
                          String otherTimeArticle, Edition rules, Boolean againstRegulations, String regulationsArticle)
        implements GameEvent {

    /** An offer the competition's regulations do not restrict. */
    public DrawOffered(String gameId, Instant at, Actor actor, Color player, boolean proper, String article,
                       String otherTimeArticle, Edition rules) {
        this(gameId, at, actor, player, proper, article, otherTimeArticle, rules, null, null);
    }
}
