package adjudicator.command.state;

/**
 * Where a finished game's result stands under 8.7 (2005; RF 2013; 2017/2023): "even if incorrect,
 * this result shall stand, unless the arbiter decides otherwise".
 */
public enum ResultStanding {
    /** Not yet signed by both players: the record's result is in force, to be signed. */
    UNSIGNED,
    /** Both signed the record's result. */
    SIGNED,
    /** Both signed the same result, another than the record's: the signed one is in force until the arbiter decides. */
    SIGNED_OTHERWISE,
    /** The two scoresheets were signed with different results: the record's is in force until the arbiter decides. */
    SIGNED_DIFFERENTLY,
    /** The result an imported game's source wrote (SourceEndingRecorded): it stands unless the arbiter decides otherwise. */
    AS_WRITTEN_IN_SOURCE,
    /** The arbiter decided (ResultCorrected): his decision is in force. */
    DECIDED,
    /** An appeals committee amended it (ResultAmendedOnAppeal): its decision is in force. */
    DECIDED_ON_APPEAL
}
