package adjudicator.engine;

import static adjudicator.engine.TestSupport.uci;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** SAN with the Russian piece letters of the RF rules 2013, art. 8.8 (Кр, Ф, Л, С, К). */
class SanRussianTest {

    static final SanLanguage RU = SanLanguage.RUSSIAN;
    static final String ALL_PIECES = "4k3/8/8/8/8/8/8/R2QKB1N w - - 0 1";

    @Test
    void article8_8_2_russianLettersForEachPiece() {
        Position p = Position.fromFen(ALL_PIECES);
        assertThat(San.toSan(p, uci("e1e2"), RU)).isEqualTo("Крe2");
        assertThat(San.toSan(p, uci("d1d4"), RU)).isEqualTo("Фd4");
        assertThat(San.toSan(p, uci("a1a5"), RU)).isEqualTo("Лa5");
        assertThat(San.toSan(p, uci("f1c4"), RU)).isEqualTo("Сc4");
        assertThat(San.toSan(p, uci("h1g3"), RU)).isEqualTo("Кg3");
        assertThat(San.parseSan(p, "Крe2")).isEqualTo(uci("e1e2"));
        assertThat(San.parseSan(p, "Фd4")).isEqualTo(uci("d1d4"));
        assertThat(San.parseSan(p, "Лa5")).isEqualTo(uci("a1a5"));
        assertThat(San.parseSan(p, "Сc4")).isEqualTo(uci("f1c4"));
        assertThat(San.parseSan(p, "Кg3")).isEqualTo(uci("h1g3"));
        // English letters still read and written
        assertThat(San.toSan(p, uci("h1g3"), SanLanguage.ENGLISH)).isEqualTo("Ng3");
        assertThat(San.toSan(p, uci("e1e2"))).isEqualTo("Ke2");
    }

    @Test
    void article8_8_2_kingKrIsReadBeforeKnightK() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/4K3/6N1 w - - 0 1");
        assertThat(San.parseSan(p, "Кf3")).isEqualTo(uci("g1f3"));
        assertThat(San.parseSan(p, "Крf3")).isEqualTo(uci("e2f3"));
        assertThat(San.toSan(p, uci("e2f3"), RU)).isEqualTo("Крf3");
        assertThat(San.toSan(p, uci("g1f3"), RU)).isEqualTo("Кf3");
        assertThatThrownBy(() -> San.parseSan(p, "Кр")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'Кр'").hasMessageContaining("malformed");
    }

    @Test
    void article8_8_3_pawnsHaveNoLetter() {
        Position p = Position.initial();
        assertThat(San.toSan(p, uci("e2e4"), RU)).isEqualTo("e4");
        assertThat(San.toSan(p, uci("g1f3"), RU)).isEqualTo("Кf3");
        Position q = TestSupport.playSan(p, "e4", "d5");
        assertThat(San.toSan(q, uci("e4d5"), RU)).isEqualTo("exd5");
    }

    @Test
    void article8_8_8_captureAndEnPassantWithCyrillicSigns() {
        Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertThat(San.toSan(p, uci("e5d6"), RU)).isEqualTo("exd6");
        assertThat(San.parseSan(p, "exd6 е.р.")).isEqualTo(uci("e5d6")); // Cyrillic е.р. as printed in 8.8.8
        assertThat(San.parseSan(p, "eхd6")).isEqualTo(uci("e5d6")); // Cyrillic х
        Position q = Position.fromFen("4k3/8/8/8/8/5p2/8/4NKN1 w - - 0 1");
        assertThat(San.toSan(q, uci("g1f3"), RU)).isEqualTo("Кgxf3");
        assertThat(San.toSan(q, uci("e1f3"), RU)).isEqualTo("Кexf3");
        assertThat(San.parseSan(q, "Кgхf3")).isEqualTo(uci("g1f3"));
    }

    @Test
    void article8_8_9_disambiguationWithRussianLetters() {
        Position files = Position.fromFen(SanTest.TWO_KNIGHTS);
        assertThat(San.toSan(files, uci("b1d2"), RU)).isEqualTo("Кbd2");
        assertThat(San.parseSan(files, "Кfd2")).isEqualTo(uci("f1d2"));
        Position ranks = Position.fromFen(SanTest.TWO_ROOKS_ON_FILE);
        assertThat(San.toSan(ranks, uci("a1a3"), RU)).isEqualTo("Л1a3");
        assertThat(San.parseSan(ranks, "Л5a3")).isEqualTo(uci("a5a3"));
        Position queens = Position.fromFen(SanTest.THREE_QUEENS);
        assertThat(San.toSan(queens, uci("a1b2"), RU)).isEqualTo("Фa1b2");
        assertThatThrownBy(() -> San.parseSan(files, "Кd2")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'Кd2'").hasMessageContaining("ambiguous")
                .satisfies(e -> assertThat(((NotationException) e).kind())
                        .isEqualTo(NotationException.Kind.AMBIGUOUS));
    }

    @Test
    void article8_8_castlingIsWrittenWithZeros() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(San.toSan(p, uci("e1g1"), RU)).isEqualTo("0-0");
        assertThat(San.toSan(p, uci("e1c1"), RU)).isEqualTo("0-0-0");
        assertThat(San.parseSan(p, "0-0-0")).isEqualTo(uci("e1c1"));
    }

    @Test
    void promotionWithRussianLetters() {
        Position p = Position.fromFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(San.toSan(p, uci("e7e8q"), RU)).isEqualTo("e8=Ф+");
        assertThat(San.toSan(p, uci("e7e8r"), RU)).isEqualTo("e8=Л+");
        assertThat(San.toSan(p, uci("e7e8b"), RU)).isEqualTo("e8=С");
        assertThat(San.toSan(p, uci("e7e8n"), RU)).isEqualTo("e8=К");
        assertThat(San.parseSan(p, "e8=Ф")).isEqualTo(uci("e7e8q"));
        assertThat(San.parseSan(p, "e8Ф+")).isEqualTo(uci("e7e8q"));
        assertThat(San.parseSan(p, "e8=л")).isEqualTo(uci("e7e8r"));
        assertThat(San.parseSan(p, "e8=С")).isEqualTo(uci("e7e8b"));
        assertThat(San.parseSan(p, "e8К")).isEqualTo(uci("e7e8n"));
        assertThatThrownBy(() -> San.parseSan(p, "e8=Кр")).isInstanceOf(NotationException.class)
                .hasMessageContaining("malformed");
        assertThatThrownBy(() -> San.parseSan(p, "Кре8=Ф")).isInstanceOf(NotationException.class);
    }

    @Test
    void checkmateSignWithRussianLetters() {
        Position p = TestSupport.playSan(Position.initial(), "f3", "e5", "g4");
        assertThat(San.toSan(p, uci("d8h4"), RU)).isEqualTo("Фh4#");
        assertThat(San.parseSan(p, "Фh4++")).isEqualTo(uci("d8h4")); // "++" for mate, list after 8.8.9
    }

    @Test
    void notLegalAndMalformedAreTold() {
        Position p = Position.initial();
        assertThatThrownBy(() -> San.parseSan(p, "Фd4")).isInstanceOf(NotationException.class)
                .satisfies(e -> {
                    NotationException n = (NotationException) e;
                    assertThat(n.kind()).isEqualTo(NotationException.Kind.NOT_LEGAL);
                    assertThat(n.detail()).isEqualTo("no legal move matches");
                });
        assertThatThrownBy(() -> San.parseSan(p, "Жe4")).isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).kind())
                        .isEqualTo(NotationException.Kind.MALFORMED));
    }

    @Test
    void readBackRoundTripInBothLanguagesOverPerftPositions() {
        int checked = 0;
        for (String fen : PerftTest.SUITE) {
            Position p = Position.fromFen(fen);
            for (Move m : p.legalMoves()) {
                for (SanLanguage lang : SanLanguage.values()) {
                    String san = San.toSan(p, m, lang);
                    assertThat(San.parseSan(p, san)).as(fen + " " + san).isEqualTo(m);
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(200);
    }

    @Test
    void substringParseReadsOnlyTheGivenRange() {
        String text = "1. e4 Кf6";
        Position p = TestSupport.playSan(Position.initial(), "e4");
        assertThat(San.parseSan(p, text, 6, 9)).isEqualTo(uci("g8f6"));
        assertThat(San.parseSan(Position.initial(), text, 3, 5)).isEqualTo(uci("e2e4"));
        assertThatThrownBy(() -> San.parseSan(p, text, 6, 20)).isInstanceOf(IndexOutOfBoundsException.class);
        San.Played played = San.playSan(p, text, 6, 9);
        assertThat(played.move()).isEqualTo(uci("g8f6"));
        assertThat(played.after().fen()).isEqualTo("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    }
}
