package adjudicator.app;

/**
 * The record stored by commit 74c3079, the version before the hash chain: with accounts (the
 * scenarios' and the random games' commands sent by the ARBITER account "arbiter-golden", the rest
 * by the ADMIN, each event's {@code recordedBy} to be served as stored), without the chain's fields,
 * with snapshots of revision 2 and {@code GameCreated} of revision 1; three of its games had an
 * illegal move reported while an earlier one still stood (issue 20.1).
 */
class StoredRecord74c3079Test extends StoredRecordTest {

    StoredRecord74c3079Test() {
        super("74c3079", true, 3);
    }
}
