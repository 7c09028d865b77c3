package adjudicator.engine;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What a record's text may hold: every visible character of any script; nothing that hides in it or reorders it. */
class RecordTextTest {

    @Test
    void namesInEveryScriptAreText() {
        for (String name : new String[]{"Карпов, Анатолий", "Müller-Lüdenscheidt, Jürgen", "O'Brien, Seán", "李世石",
                "نجفی، محمد", "Ševčík, Ľubomír", "Иванчук, Василий (UKR)"}) {
            assertThat(RecordText.unfitCharacter(name)).as(name).isNull();
        }
    }

    @Test
    void zeroWidthJoinersAreTextBetweenLettersOrMarksAsPersianAndIndicScriptsNeedThem() {
        assertThat(RecordText.unfitCharacter("می\u200Cخواهم")).as("Persian, ZWNJ between letters").isNull();
        assertThat(RecordText.unfitCharacter("क्\u200Dष")).as("Devanagari, ZWJ after a virama").isNull();
        assertThat(RecordText.unfitCharacter("\u200CAnna")).contains("U+200C").contains("outside a word");
        assertThat(RecordText.unfitCharacter("Anna\u200D")).contains("U+200D");
        assertThat(RecordText.unfitCharacter("Anna \u200D Berg")).contains("U+200D");
    }

    @Test
    void invisibleFormatCharactersAreRefusedAndNamed() {
        assertThat(RecordText.unfitCharacter("Car\u200Blsen")).contains("U+200B").contains("zero-width space");
        assertThat(RecordText.unfitCharacter("Carl\u2060sen")).contains("U+2060").contains("word joiner");
        assertThat(RecordText.unfitCharacter("Carl\uFEFFsen")).contains("U+FEFF");
        assertThat(RecordText.unfitCharacter("Carl\u00ADsen")).contains("U+00AD").contains("soft hyphen");
        assertThat(RecordText.unfitIndex("Car\u200Blsen")).isEqualTo(3);
        // as before: controls, bidirectional overrides and isolates, lone surrogates
        assertThat(RecordText.unfitCharacter("a\u0000b")).contains("control character U+0000");
        assertThat(RecordText.unfitCharacter("a\u202Eb")).contains("bidirectional");
        assertThat(RecordText.unfitCharacter("a\u2067b")).contains("bidirectional");
        assertThat(RecordText.unfitCharacter("a\uD800b")).contains("lone surrogate");
        assertThat(RecordText.unfitCharacter("♔ \uD83D\uDE00")).as("a pair is a character").isNull();
    }

    @Test
    void anUploadedFilesByteOrderMarkIsTheFilesAndIsRemoved() {
        assertThat(RecordText.withoutByteOrderMark("\uFEFF012 Open")).isEqualTo("012 Open");
        assertThat(RecordText.withoutByteOrderMark("012 Open")).isEqualTo("012 Open");
    }
}
