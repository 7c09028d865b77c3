package adjudicator.app;

/**
 * The record stored by commit 1bc719d: before the deciders and the single fold, before accounts
 * (no {@code recordedBy}), with snapshots of revision 1.
 */
class StoredRecord1bc719dTest extends StoredRecordTest {

    @Override
    String version() {
        return "1bc719d";
    }

    @Override
    int gamesRuledOtherwiseSince() {
        return 3; // illegal moves reported when an earlier one still stood (issue 20.1)
    }

    @Override
    boolean recordsAccounts() {
        return false;
    }
}
