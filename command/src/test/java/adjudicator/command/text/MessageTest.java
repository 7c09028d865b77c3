package adjudicator.command.text;

import adjudicator.engine.Color;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MessageTest {

    @Test
    void aNullValueReadsNullAsTheCodeBeforeTheBundlesWroteIt() {
        Message m = Message.of("refusal.impossibleMove.NO_MOVE", null, null);
        assertThat(m.english()).isEqualTo("move null cannot have been made: no move given");
        assertThat(m.in(Texts.of(Language.RU))).isEqualTo("ход null не мог быть сделан: ход не указан");
    }

    @Test
    void aMessageInAPlaceIsWordedInTheSameLanguageAndJoinedValuesTakeTheLanguagesSeparator() {
        Message m = Message.of("access.refused", Message.of("access.commandRoles", "DecideAppeal",
                Message.joined("access.or", List.of("ADMIN", "APPEALS")), Color.WHITE));
        assertThat(m.english()).isEqualTo("DecideAppeal is sent by ADMIN or APPEALS, not by an account of role WHITE; nothing was written");
        assertThat(m.in(Texts.of(Language.RU))).isEqualTo(
                "команду DecideAppeal отправляют ADMIN или APPEALS, а не учётная запись с ролью белые; ничего не записано");
    }
}
