package adjudicator.app;

/**
 * The record stored by commit 74c3079, the version before the hash chain: with accounts (the
 * scenarios' and the random games' commands sent by the ARBITER account "arbiter-golden", the rest
 * by the ADMIN, each event's {@code recordedBy} to be served as stored), without the chain's fields,
 * with snapshots of revision 2 and {@code GameCreated} of revision 1.
 */
class StoredRecord74c3079Test extends StoredRecordTest {

    @Override
    String version() {
        return "74c3079";
    }

    @Override
    int gamesRuledOtherwiseSince() {
        return 3; // illegal moves reported when an earlier one still stood (issue 20.1)
    }

    @Override
    boolean recordsAccounts() {
        return true;
    }
}
