package adjudicator.command.importing;

import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnReader;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** LiveChess Cloud's files as read by lichess's relay (DgtJson.scala), and a game of them as PGN. */
class LiveChessTest {

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static final String TOURNAMENT = "{\"id\":\"open-a\",\"name\":\"Open A\",\"location\":\"Riga\",\"country\":\"LAT\",\"website\":null,"
            + "\"rules\":\"STANDARD\",\"chess960\":\"NONE\",\"timecontrol\":\"90m+30s\",\"rounds\":[{\"count\":2,\"live\":0},"
            + "{\"count\":2,\"live\":2}],\"eboards\":[\"23045\"],\"somethingNew\":{\"x\":1}}";

    static final String INDEX = "{\"date\":\"2026-03-01\",\"pairings\":[{\"white\":{\"fname\":\"Magnus\",\"mname\":null,\"lname\":\"Carlsen\","
            + "\"title\":\"GM\",\"federation\":\"NOR\",\"gender\":\"MALE\",\"fideid\":1503014},\"black\":{\"fname\":\"Alireza\","
            + "\"lname\":\"Firouzja\",\"title\":\"GM\",\"federation\":\"FRA\",\"fideid\":\"12573981\"},\"result\":\"*\",\"live\":true},"
            + "{\"white\":{\"fname\":\"Anna\",\"lname\":\"Two\",\"fideid\":0},\"black\":{\"lname\":\"Three\",\"fideid\":\"\"},\"result\":\"1-0\","
            + "\"live\":false}]}";

    @Test
    void theTournamentFile_namesTimeControlAndRounds_unknownMembersIgnored() {
        LiveChess.Tournament t = LiveChess.tournament("tournament.json", utf8(TOURNAMENT));
        assertThat(t.name()).isEqualTo("Open A");
        assertThat(t.location()).isEqualTo("Riga");
        assertThat(t.timeControl()).isEqualTo("90m+30s");
        assertThat(t.rounds()).containsExactly(new LiveChess.RoundSummary(2, 0), new LiveChess.RoundSummary(2, 2));
    }

    @Test
    void theRoundIndex_playersByParts_fideIdAsNumberOrString_noneWhereZeroOrEmpty() {
        LiveChess.RoundIndex index = LiveChess.index("round-1/index.json", utf8(INDEX));
        assertThat(index.pgnDate()).isEqualTo("2026.03.01");
        LiveChess.Pairing first = index.pairings().get(0);
        assertThat(first.white().pgnName()).isEqualTo("Carlsen, Magnus");
        assertThat(first.white().fullName()).isEqualTo("Magnus Carlsen");
        assertThat(first.white().fideId()).isEqualTo(1503014L);
        assertThat(first.black().fideId()).isEqualTo(12573981L);
        assertThat(first.live()).isTrue();
        LiveChess.Pairing second = index.pairings().get(1);
        assertThat(second.white().fideId()).isNull();
        assertThat(second.black().fideId()).isNull();
        assertThat(second.black().pgnName()).isEqualTo("Three");
        assertThat(second.result()).isEqualTo("1-0");
    }

    @Test
    void aMove_isSanThenClockAndElapsed_eitherMissing() {
        assertThat(LiveChess.move("f", 1, "dxe4 63")).isEqualTo(new LiveChess.Move("dxe4", 63, null));
        assertThat(LiveChess.move("f", 1, "fxe4 +31")).isEqualTo(new LiveChess.Move("fxe4", null, 31));
        assertThat(LiveChess.move("f", 1, "Nc2 34+2")).isEqualTo(new LiveChess.Move("Nc2", 34, 2));
        assertThat(LiveChess.move("f", 1, "O-O")).isEqualTo(new LiveChess.Move("O-O", null, null));
        assertThatThrownBy(() -> LiveChess.move("round-1/game-1.json", 7, "Nc2 3a")).isInstanceOf(LiveChess.Malformed.class)
                .hasMessage("round-1/game-1.json: move 7 \"Nc2 3a\" is not \"SAN seconds+elapsed\"");
    }

    @Test
    void results_asPgnAndAsTheServiceWritesThem() {
        assertThat(LiveChess.pgnResult("WHITEWIN")).isEqualTo("1-0");
        assertThat(LiveChess.pgnResult("BLACKWIN")).isEqualTo("0-1");
        assertThat(LiveChess.pgnResult("DRAW")).isEqualTo("1/2-1/2");
        assertThat(LiveChess.pgnResult("½-½")).isEqualTo("1/2-1/2");
        assertThat(LiveChess.pgnResult(null)).isEqualTo("*");
        assertThat(LiveChess.pgnResult("*")).isEqualTo("*");
        assertThatThrownBy(() -> LiveChess.pgnResult("WHITE")).isInstanceOf(LiveChess.Malformed.class);
    }

    @Test
    void brokenFiles_nameTheFileAndWhat() {
        assertThatThrownBy(() -> LiveChess.game("round-1/game-2.json", utf8("{\"moves\":[\"e4 5400\""))).isInstanceOf(LiveChess.Malformed.class)
                .hasMessageStartingWith("round-1/game-2.json: not JSON");
        assertThatThrownBy(() -> LiveChess.game("round-1/game-2.json", utf8("[1,2]"))).hasMessage("round-1/game-2.json: not a JSON object");
        assertThatThrownBy(() -> LiveChess.game("round-1/game-2.json", utf8("{\"moves\":\"e4\"}"))).hasMessage("round-1/game-2.json: \"moves\" is not a list");
        assertThatThrownBy(() -> LiveChess.game("g", utf8("{\"moves\":[],\"clock\":{\"time\":\"soon\"}}")))
                .hasMessage("g: \"clock.time\" is not a number of milliseconds");
        assertThatThrownBy(() -> LiveChess.index("round-1/index.json", utf8("{\"date\":\"2026-03-01\"}")))
                .hasMessage("round-1/index.json: \"pairings\" is missing or not a list");
        assertThatThrownBy(() -> LiveChess.index("i", utf8("{\"pairings\":[{\"white\":{\"fideid\":\"GM\"}}]}")))
                .hasMessage("i: pairing 1: the white player's \"fideid\" \"GM\" is not a FIDE ID");
        assertThatThrownBy(() -> LiveChess.game("g", new byte[]{(byte) 0xC3, (byte) 0x28})).hasMessage("g: not UTF-8");
    }

    @Test
    void aGameAsPgn_tagsFromTheRoundAndTournament_clocksAsClockComments_theStoppedClockForTheLastMove() {
        LiveChess.Tournament t = LiveChess.tournament("tournament.json", utf8(TOURNAMENT));
        LiveChess.RoundIndex index = LiveChess.index("round-1/index.json", utf8(INDEX));
        LiveChess.Game game = LiveChess.game("round-1/game-1.json", utf8("{\"live\":false,\"serialNr\":\"23045\",\"firstMove\":1772359200000,"
                + "\"chess960\":518,\"result\":\"BLACKWIN\",\"comment\":null,\"clock\":{\"white\":5371,\"black\":5388,\"time\":1772359260000},"
                + "\"moves\":[\"e4 5395+5\",\"e5 +12\",\"Qh5 5380\",\"Nc6\"]}"));
        String pgn = LiveChess.pgn(t, 1, index, 1, game);
        assertThat(pgn).isEqualTo(String.join("\n", "[Event \"Open A\"]", "[Site \"Riga LAT\"]", "[Date \"2026.03.01\"]",
                "[Round \"1.1\"]", "[White \"Carlsen, Magnus\"]", "[Black \"Firouzja, Alireza\"]", "[Result \"0-1\"]",
                "[WhiteTitle \"GM\"]", "[WhiteFideId \"1503014\"]", "[BlackTitle \"GM\"]", "[BlackFideId \"12573981\"]",
                "[TimeControl \"90m+30s\"]", "",
                "1. e4 {[%clk 1:29:55] [%emt 0:00:05]} e5 {[%emt 0:00:12]} 2. Qh5 {[%clk 1:29:40]} Nc6 {[%clk 1:29:48]} 0-1", "", ""));
        PgnGame read = PgnReader.readOne(pgn);
        assertThat(read.moves()).hasSize(4);
        assertThat(read.moves().get(0).clk()).contains(Duration.ofSeconds(5395));
        assertThat(read.moves().get(1).emt()).contains(Duration.ofSeconds(12));
        assertThat(read.result()).isEqualTo("0-1");
    }

    @Test
    void aGameWithoutTournamentFile_orPlayers_hasUnknownTags() {
        LiveChess.RoundIndex index = new LiveChess.RoundIndex(null, List.of(new LiveChess.Pairing(null, null, null, false)));
        String pgn = LiveChess.pgn(null, 2, index, 1, new LiveChess.Game(List.of(), "DRAW", null, false, null, null));
        assertThat(pgn).startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"2.1\"]\n[White \"?\"]\n[Black \"?\"]\n"
                + "[Result \"1/2-1/2\"]\n\n1/2-1/2");
    }
}
