package adjudicator.app;

/**
 * The record stored by commit 1bc719d: before the deciders and the single fold, before accounts
 * (no {@code recordedBy}), with snapshots of revision 1; three of its games had an illegal move
 * reported while an earlier one still stood (issue 20.1).
 */
class StoredRecord1bc719dTest extends StoredRecordTest {

    StoredRecord1bc719dTest() {
        super("1bc719d", false, 3);
    }
}
