package adjudicator.query;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A node's share of the game views' segments: the segments divided by the nodes alive, rounded up. */
class SegmentShareTest {

    @Test
    void eachNodeKeepsTheSegmentsDividedByTheNodesAlive_roundedUp() {
        assertThat(SegmentShare.share(3, 1)).isEqualTo(3);
        assertThat(SegmentShare.share(3, 2)).isEqualTo(2);
        assertThat(SegmentShare.share(3, 3)).isEqualTo(1);
        assertThat(SegmentShare.share(4, 3)).isEqualTo(2);
        assertThat(SegmentShare.share(2, 5)).isEqualTo(1);
    }

    @Test
    void aNodeThatSeesNoNodeAliveYet_countsItself() {
        assertThat(SegmentShare.share(3, 0)).isEqualTo(3);
    }
}
