package adjudicator.command.state;

import adjudicator.command.api.ClaimKind;
import adjudicator.engine.Color;

/**
 * A claim that waits for the arbiter: a quickplay-finish claim (2005 10.2; 2017/2023 Guidelines
 * III.5) or a request for an increment (III.4, {@code basis} {@link ClaimKind#QUICKPLAY_INCREMENT}),
 * by {@code claimant}; where it stands; and whether the claimant's flag fell after the decision was
 * postponed (10.2b: the arbiter then declares the result).
 */
public record OpenClaim(Color claimant, ClaimKind basis, Status status, boolean flagFallen) {

    /** Where a claim stands. */
    public enum Status {
        /** The arbiter has to decide. */
        AWAITING_ARBITER,
        /** The decision was postponed and play goes on (10.2b; III.5.2). */
        POSTPONED,
        /** Made with no arbiter present: it concluded the game and waits for his final decision (RF 2013 Art. 11; III.6). */
        REFERRED_TO_ARBITER,
        /** A request for an increment is a draw offer: the opponent answers first (III.4). */
        AWAITING_OPPONENT
    }

    /** A claim or request just made, {@code status} as it starts. */
    static OpenClaim made(Color claimant, ClaimKind basis, Status status) {
        return new OpenClaim(claimant, basis, status, false);
    }

    /** The same claim, now {@code status} (a postponement clears the flag fall that needed it). */
    OpenClaim now(Status status) {
        return new OpenClaim(claimant, basis, status, status == Status.POSTPONED ? false : flagFallen);
    }

    /** The same claim once the claimant's flag has fallen. */
    OpenClaim flagFell() {
        return new OpenClaim(claimant, basis, status, true);
    }

    /** Whether the decision was postponed (or the claimant's flag has since fallen, which needs a postponement). */
    public boolean postponed() {
        return status == Status.POSTPONED || flagFallen;
    }

    public boolean referred() {
        return status == Status.REFERRED_TO_ARBITER;
    }

    public boolean increment() {
        return basis == ClaimKind.QUICKPLAY_INCREMENT;
    }
}
