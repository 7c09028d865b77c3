package adjudicator.engine.tournament;

import adjudicator.engine.Color;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The FIDE Tournament Report File, written and read: TRF16 (FIDE Handbook C.04 Annex 2, 2016) and the
 * TRF of 2026 (approved by the FIDE Council 12/05/2025, applied from 1 September 2025), which keeps the
 * player record and adds tournament records (142 rounds, 152 initial colour, 162 scoring, 202/212
 * tie-breaks, 222 the encoded time control) and {@code ###} comments.
 *
 * <p>Layout: a record's code in columns 1-3, its data from column 5. The player record 001: starting
 * rank 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56, FIDE ID 58-68, birth date
 * 70-79 ({@code YYYY/MM/DD}), points 81-84 (one decimal), rank 86-89; then one block of ten columns a
 * round from column 92: the opponent's starting rank (4 columns, {@code 0000} for none), the colour
 * ({@code w}, {@code b}, {@code -}) two columns on, the result two more on. Round dates (132) are
 * {@code YY/MM/DD} in the same blocks. Lines end with a CR, as the format says; the file is UTF-8.
 * The reader takes CR, CR LF and LF, and the older programs' forms (a title as {@code g}, a forfeit
 * with colour {@code -}, a birth date {@code YYYY.MM.DD} or a year alone).
 */
public final class Trf {

    /** The two layouts this system writes. */
    public enum Version { TRF16, TRF26 }

    /** A file that does not follow the format: the line and what is wrong. */
    public static final class TrfException extends IllegalArgumentException {
        private final int line;

        TrfException(int line, String message) {
            super("line " + line + ": " + message);
            this.line = line;
        }

        public int line() {
            return line;
        }
    }

    private static final String EOL = "\r";

    private Trf() {
    }

    // ------------------------------------------------------------------ writing

    /**
     * The file, every line ended by a CR; a report read from a file of the same layout is written in that
     * file's own layout ({@link #writeAsRead}).
     */
    public static String write(TournamentReport report, Version version) {
        if (report.layout() != null && report.layout().version() == version) {
            return writeAsRead(report);
        }
        return writeAnew(report, version);
    }

    /** The records this system writes of a tournament's data, each a line: the tournament's, then the players'. */
    private static String writeAnew(TournamentReport report, Version version) {
        StringBuilder out = new StringBuilder();
        header(out, "012", report.name());
        header(out, "022", report.city());
        header(out, "032", report.federation());
        header(out, "042", date(report.startDate()));
        header(out, "052", date(report.endDate()));
        TournamentTable table = report.table();
        header(out, "062", String.valueOf(table.entrants().size()));
        header(out, "072", String.valueOf(table.entrants().stream().filter(e -> e.rating() != null && e.rating() > 0).count()));
        header(out, "092", report.type() != null ? report.type()
                : report.system().roundRobin() ? "Individual: Round-Robin" : "Individual: Swiss-System");
        header(out, "102", report.chiefArbiter());
        // TRF16 names one record for the other arbiters (112, "one line for each arbiter"): the deputies, then the arbiters
        for (String deputy : report.deputyArbiters()) {
            header(out, "112", deputy);
        }
        for (String arbiter : report.arbiters()) {
            header(out, "112", arbiter);
        }
        header(out, "122", humanTimeControl(report.timeControl()));
        if (!report.roundDates().isEmpty()) {
            StringBuilder line = new StringBuilder("132");
            int last = report.roundDates().keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
            for (int r = 1; r <= last; r++) {
                LocalDate d = report.roundDates().get(r);
                pad(line, 91 + 10 * (r - 1));
                line.append(d == null ? "        " : String.format(Locale.ROOT, "%02d/%02d/%02d", d.getYear() % 100,
                        d.getMonthValue(), d.getDayOfMonth()));
            }
            out.append(line.toString().stripTrailing()).append(EOL);
        }
        if (version == Version.TRF26) {
            if (report.plannedRounds() > 0) {
                header(out, "142", String.valueOf(report.plannedRounds()));
            }
            initialColour(report).ifPresent(c -> header(out, "152", c == Color.WHITE ? "W" : "B"));
            if (report.scoring() != Scoring.ONE_HALF_ZERO) {
                out.append("162 ").append(scoringRecord(report.scoring())).append(EOL);
            }
            header(out, "192", report.typeCode());
            if (!report.tieBreaks().isEmpty()) {
                String list = report.tieBreaks().stream().map(Trf::code).collect(Collectors.joining(","));
                header(out, "202", list);
                header(out, "212", "PTS," + list);
            }
            String encoded = encodedTimeControl(report.timeControl());
            if (encoded != null) {
                header(out, "222", encoded);
            }
            new TreeMap<>(report.requestedByes()).forEach((round, byes) -> byeRecords(round, byes).forEach(l -> out.append(l).append(EOL)));
            for (ExtraPoints x : report.extraPoints()) {
                out.append(extraPointsRecord(x)).append(EOL);
            }
        } else if (report.plannedRounds() > 0) {
            // the pairing programs' record of the number of rounds (JaVaFo, bbpPairings)
            header(out, "XXR", String.valueOf(report.plannedRounds()));
            initialColour(report).ifPresent(c -> header(out, "XXC", c == Color.WHITE ? "white1" : "black1"));
        }
        for (Entrant e : table.entrants()) {
            out.append(player(report, e)).append(EOL);
        }
        return out.toString();
    }

    /**
     * A report read from a file, written in that file's layout: its line ending, and its lines in their
     * order, each as it was but for the player records, written from the record as it stands, and the
     * records whose data have changed since: 062 and 072 once a player was registered, 132 once a round was
     * paired, 240 once a bye asked for changed, 299 once the points outside the results changed, written anew.
     * The records this system would write and the file did not have are added before the first player record
     * only where this system holds their data: 062, 072, 132, the initial colour (152, {@code XXC}), the byes
     * asked for (240) and the points outside the results (299).
     * A player registered since is written after the last player record.
     */
    private static String writeAsRead(TournamentReport report) {
        TrfLayout layout = report.layout();
        Map<String, List<String>> fresh = new LinkedHashMap<>();
        for (String line : writeAnew(report, layout.version()).split(EOL)) {
            if (!line.startsWith("001") && line.length() >= 3) {
                fresh.computeIfAbsent(line.substring(0, 3), c -> new ArrayList<>()).add(line);
            }
        }
        java.util.Set<String> had = new java.util.HashSet<>();
        layout.lines().forEach(l -> had.add(l.code()));
        List<String> added = new ArrayList<>();
        for (String code : List.of("062", "072", "132", layout.version() == Version.TRF26 ? "152" : "XXC", "240", "299")) {
            if (!had.contains(code) && fresh.containsKey(code)) {
                added.addAll(fresh.get(code));
            }
        }
        java.util.Set<String> anew = new java.util.HashSet<>();
        if (!new java.util.HashSet<>(layout.players()).equals(new java.util.HashSet<>(report.table().entrants().stream()
                .map(Entrant::startRank).toList()))) {
            anew.addAll(List.of("062", "072"));
        }
        if (report.table().rounds() > layout.rounds()) {
            anew.add("132");
        }
        // the byes asked for (240): as the file had them while they are the same, else written anew in their place
        Map<Integer, Map<Integer, RoundResult>> filed = new TreeMap<>();
        layout.lines().stream().filter(l -> "240".equals(l.code())).forEach(l -> byeRecord(l.text(), 0, filed));
        if (!filed.equals(new TreeMap<>(report.requestedByes()))) {
            anew.add("240");
        }
        // the points outside the results (299), likewise
        List<ExtraPoints> given = layout.lines().stream().filter(l -> "299".equals(l.code())).map(l -> extraPoints(l.text(), 0)).toList();
        if (!given.equals(report.extraPoints())) {
            anew.add("299");
        }
        java.util.Set<Integer> written = new java.util.HashSet<>();
        int lastPlayer = -1;
        for (int i = 0; i < layout.lines().size(); i++) {
            if (layout.lines().get(i).player() != null) {
                lastPlayer = i;
            }
        }
        List<String> out = new ArrayList<>();
        boolean addedYet = false;
        java.util.Set<String> replaced = new java.util.HashSet<>();
        for (int i = 0; i < layout.lines().size(); i++) {
            TrfLayout.Line l = layout.lines().get(i);
            if (l.player() != null) {
                if (!addedYet) {
                    out.addAll(added);
                    addedYet = true;
                }
                Entrant e = report.table().entrants().stream().filter(x -> x.startRank() == l.player()).findFirst().orElse(null);
                if (e != null) {
                    out.add(player(report, e));
                    written.add(e.startRank());
                }
                if (i == lastPlayer) {
                    for (Entrant n : report.table().entrants()) {
                        if (!written.contains(n.startRank())) {
                            out.add(player(report, n));
                            written.add(n.startRank());
                        }
                    }
                }
            } else if (anew.contains(l.code()) && (fresh.containsKey(l.code()) || l.code().equals("240") || l.code().equals("299"))) {
                if (replaced.add(l.code())) {
                    out.addAll(fresh.getOrDefault(l.code(), List.of()));
                }
            } else {
                out.add(l.text());
            }
        }
        if (!addedYet) {
            out.addAll(added);
        }
        for (Entrant n : report.table().entrants()) {
            if (!written.contains(n.startRank())) {
                out.add(player(report, n));
            }
        }
        String text = String.join(layout.eol(), out);
        return layout.finalEol() ? text + layout.eol() : text;
    }

    /**
     * The 240 records of a round's byes asked for ahead of it, one a kind: the code, the kind's code in column 5
     * ({@code H} a half-point bye, {@code Z} an announced absence), the round in columns 7-9, the players' starting
     * ranks from column 11, four columns each after a space (as bbpPairings reads them).
     */
    static List<String> byeRecords(int round, Map<Integer, RoundResult> byes) {
        Map<RoundResult, List<Integer>> byKind = new TreeMap<>();
        new TreeMap<>(byes).forEach((player, kind) -> byKind.computeIfAbsent(kind, k -> new ArrayList<>()).add(player));
        List<String> lines = new ArrayList<>();
        byKind.forEach((kind, players) -> {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "240 %c %03d", kind.code(), round));
            players.forEach(p -> line.append(String.format(Locale.ROOT, " %4d", p)));
            lines.add(line.toString());
        });
        return lines;
    }

    /**
     * A 299 record of points outside the results: the code, a type in column 5 (blank: free points), the points
     * in columns 14-17, the round in 20-22, the players' starting ranks from column 24, four columns each
     * after a space.
     */
    static String extraPointsRecord(ExtraPoints x) {
        StringBuilder line = new StringBuilder("299");
        pad(line, 13);
        String points = points(x.points());
        // four columns: a negative quarter without its zero (-.25), as the number reads back
        line.append(String.format(Locale.ROOT, "%4s", points.length() > 4 && points.startsWith("-0.") ? "-" + points.substring(2) : points));
        pad(line, 19);
        line.append(x.round() == null ? "   " : String.format(Locale.ROOT, "%03d", x.round()));
        for (Integer p : x.players()) {
            line.append(String.format(Locale.ROOT, " %4d", p));
        }
        return line.toString().stripTrailing();
    }

    private static void header(StringBuilder out, String code, String text) {
        if (text != null && !text.isBlank()) {
            out.append(code).append(' ').append(text.replace('\r', ' ').replace('\n', ' ').strip()).append(EOL);
        }
    }

    private static String date(LocalDate d) {
        return d == null ? null : String.format(Locale.ROOT, "%04d/%02d/%02d", d.getYear(), d.getMonthValue(), d.getDayOfMonth());
    }

    private static void pad(StringBuilder line, int length) {
        while (line.length() < length) {
            line.append(' ');
        }
    }

    /**
     * The colour of the player of starting rank 1 in round 1, from which the pairing programs alternate the
     * colours: as the regulations fix it or a lot drew it, before round 1 as after; else, once round 1 is
     * paired, the colour he had in it.
     */
    private static java.util.Optional<Color> initialColour(TournamentReport report) {
        if (report.initialColour() != null) {
            return java.util.Optional.of(report.initialColour());
        }
        TournamentTable table = report.table();
        if (table.rounds() < 1 || table.entrants().isEmpty() || table.entrants().get(0).startRank() != 1) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.ofNullable(table.of(1).get(0).colour());
    }

    /** Record 162's data: each code in column 6, 15, 24, its points in the four columns after it. */
    private static String scoringRecord(Scoring s) {
        return String.format(Locale.ROOT, " W%4s    D%4s    L%4s", points(s.win()), points(s.draw()), points(s.loss()));
    }

    /** A tie-break in the code syntax of C.07 that TRF-2026 records 202 and 212 use: BH/C1, SB, ARO/C1. */
    static String code(TieBreak t) {
        return t.acronym().replace('-', '/');
    }

    /** Points with one decimal, or two where a quarter needs them (2005 11.1; a 299's points). */
    static String points(BigDecimal p) {
        BigDecimal q = p.stripTrailingZeros();
        return (q.scale() < 1 ? q.setScale(1, RoundingMode.UNNECESSARY) : q).toPlainString();
    }

    private static String player(TournamentReport report, Entrant e) {
        StringBuilder line = new StringBuilder(92 + 10 * report.table().rounds());
        line.append("001 ");
        line.append(String.format(Locale.ROOT, "%4d", e.startRank()));
        line.append(' ');
        line.append(e.sex() == null ? " " : e.sex().trf());
        line.append(String.format(Locale.ROOT, "%3s", e.title() == null ? "" : e.title().name()));
        line.append(' ');
        line.append(String.format(Locale.ROOT, "%-33.33s", e.name()));
        line.append(' ');
        line.append(String.format(Locale.ROOT, "%4s", e.rating() == null ? "" : e.rating().toString()));
        line.append(' ');
        line.append(String.format(Locale.ROOT, "%3s", e.federation() == null ? "" : e.federation()));
        line.append(' ');
        line.append(String.format(Locale.ROOT, "%11s", e.fideId() == null ? "" : e.fideId().toString()));
        line.append(' ');
        line.append(String.format(Locale.ROOT, "%-10s", e.birthDate() == null ? "" : e.birthDate().replace('-', '/')));
        line.append(' ');
        line.append(String.format(Locale.ROOT, "%4s", points(Standings.score(report.table(), e.startRank(), report.scoring()))));
        line.append(' ');
        Integer rank = report.ranks().get(e.startRank());
        line.append(String.format(Locale.ROOT, "%4s", rank == null ? "" : rank.toString()));
        for (RoundEntry x : report.table().of(e.startRank())) {
            line.append("  ");
            line.append(block(x));
        }
        RoundResult absent = report.absentNextRound().get(e.startRank());
        if (absent != null) {
            line.append("  ").append("0000 - ").append(absent.code());
        }
        return line.toString().stripTrailing();
    }

    /** A round's eight columns: opponent, blank, colour, blank, result. */
    private static String block(RoundEntry x) {
        if (x.result() == RoundResult.NOT_PAIRED) {
            return "        ";
        }
        String opponent = x.opponent() == 0 ? "0000" : String.format(Locale.ROOT, "%4d", x.opponent());
        String colour = x.colour() == null ? "-" : x.colour() == Color.WHITE ? "w" : "b";
        char result = x.result() == RoundResult.PENDING ? ' ' : x.result().code();
        return opponent + " " + colour + " " + result;
    }

    /** A time control as the 122 record's free text shows it to people: 90'/40 + 30' + 30". */
    static String humanTimeControl(String tc) {
        if (tc == null || tc.isBlank() || !tc.matches("[0-9/+:d]+")) {
            return tc;
        }
        List<String> parts = new ArrayList<>();
        String increment = null;
        for (String period : tc.split(":")) {
            String moves = null;
            String rest = period;
            if (rest.contains("/")) {
                moves = rest.substring(0, rest.indexOf('/'));
                rest = rest.substring(rest.indexOf('/') + 1);
            }
            String extra = null;
            int plus = rest.indexOf('+');
            if (plus >= 0) {
                extra = rest.substring(plus + 1);
                rest = rest.substring(0, plus);
            }
            long seconds = Long.parseLong(rest.replaceAll("d.*", ""));
            String time = seconds % 60 == 0 ? seconds / 60 + "'" : seconds + "\"";
            parts.add(moves == null ? time : time + "/" + moves);
            if (extra != null) {
                increment = extra;
            }
        }
        return String.join(" + ", parts) + (increment == null ? "" : " + " + increment + "\"");
    }

    /** The TRF-2026 encoded time control (record 222): the PGN form of this system when it has no delay; null otherwise. */
    static String encodedTimeControl(String tc) {
        return tc != null && tc.matches("([0-9]+/)?[0-9]+(\\+[0-9]+)?(:([0-9]+/)?[0-9]+(\\+[0-9]+)?)*") ? tc : null;
    }

    // ------------------------------------------------------------------ reading

    /** The report in {@code text}; a line that breaks the format is a {@link TrfException} naming it. */
    public static TournamentReport read(String text) {
        String body = adjudicator.engine.RecordText.withoutByteOrderMark(text);
        String eol = body.contains("\r\n") ? "\r\n" : body.contains("\r") ? "\r" : "\n";
        boolean finalEol = body.endsWith(eol);
        String[] lines = body.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            // a character a record's text may not hold is named where it is, never stripped
            int at = adjudicator.engine.RecordText.unfitIndex(lines[i]);
            if (at >= 0) {
                throw new TrfException(i + 1, "column " + (at + 1) + " holds " + adjudicator.engine.RecordText.describe(lines[i], at)
                        + ", which a record's text may not hold");
            }
        }
        Map<String, List<String>> headers = new LinkedHashMap<>();
        List<Entrant> entrants = new ArrayList<>();
        Map<Integer, List<RoundEntry>> entries = new HashMap<>();
        Map<Integer, Integer> ranks = new HashMap<>();
        Map<Integer, BigDecimal> statedPoints = new HashMap<>();
        Map<Integer, LocalDate> roundDates = new TreeMap<>();
        Map<Integer, Integer> lineOf = new HashMap<>();
        Map<String, Integer> headerLines = new HashMap<>();
        int rounds = 0;
        List<TrfLayout.Line> layout = new ArrayList<>();
        List<ExtraPoints> extraPoints = new ArrayList<>();
        Map<Integer, Map<Integer, RoundResult>> requested = new TreeMap<>();
        boolean trf26 = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int number = i + 1;
            if (!line.startsWith("001") && (i < lines.length - 1 || !line.isEmpty())) {
                layout.add(new TrfLayout.Line(line, null));
            }
            if (line.isBlank() || line.startsWith("###")) {
                continue;
            }
            if (line.length() < 3) {
                throw new TrfException(number, "a record starts with a code of three characters");
            }
            String code = line.substring(0, 3);
            if (code.equals("001")) {
                ParsedPlayer p = player(line, number);
                if (lineOf.containsKey(p.entrant.startRank())) {
                    throw new TrfException(number, "starting rank " + p.entrant.startRank() + " was given on line "
                            + lineOf.get(p.entrant.startRank()) + " already");
                }
                lineOf.put(p.entrant.startRank(), number);
                layout.add(new TrfLayout.Line(null, p.entrant.startRank()));
                entrants.add(p.entrant);
                entries.put(p.entrant.startRank(), p.entries);
                if (p.rank != null) {
                    ranks.put(p.entrant.startRank(), p.rank);
                }
                if (p.points != null) {
                    statedPoints.put(p.entrant.startRank(), p.points);
                }
                rounds = Math.max(rounds, p.entries.size());
            } else if (code.equals("132")) {
                for (int r = 1; 91 + 10 * (r - 1) < line.length(); r++) {
                    String d = field(line, 92 + 10 * (r - 1), 99 + 10 * (r - 1));
                    if (!d.isEmpty()) {
                        roundDates.put(r, shortDate(d, number));
                    }
                }
            } else {
                if (code.equals("299")) {
                    extraPoints.add(extraPoints(line, number));
                }
                if (code.equals("240")) {
                    byeRecord(line, number, requested);
                }
                trf26 |= TRF26_RECORDS.contains(code);
                headers.computeIfAbsent(code, c -> new ArrayList<>()).add(line.length() > 4 ? line.substring(4).strip() : "");
                headerLines.putIfAbsent(code, number);
            }
        }
        int planned = number(first(headers, "142"), 0);
        if (planned == 0) {
            planned = number(first(headers, "XXR"), 0);
        }
        // the last column with neither a game nor a pairing-allocated bye is the round to pair: its byes and
        // absences were asked for ahead of it (as the pairing programs read such a column), not a round played
        Map<Integer, RoundResult> absentNext = new HashMap<>();
        if (rounds > 0) {
            int last = rounds;
            boolean toPair = entries.values().stream().map(l -> l.size() >= last ? l.get(last - 1) : null)
                    .allMatch(x -> x == null || x.result() == RoundResult.NOT_PAIRED || (!x.result().hasOpponent()
                            && x.result() != RoundResult.PAIRING_ALLOCATED_BYE && x.result() != RoundResult.FULL_POINT_BYE));
            if (toPair) {
                entries.forEach((player, l) -> {
                    if (l.size() >= last && l.get(last - 1).result() != RoundResult.NOT_PAIRED) {
                        absentNext.put(player, l.get(last - 1).result());
                        requested.computeIfAbsent(last, r -> new TreeMap<>()).put(player, l.get(last - 1).result());
                    }
                });
                rounds = last - 1;
            }
        }
        // drop trailing NOT_PAIRED so that the table holds the rounds some player was in
        final int tableRounds = rounds;
        Map<Integer, List<RoundEntry>> trimmed = new HashMap<>();
        entries.forEach((k, v) -> trimmed.put(k, v.stream().filter(x -> x.round() <= tableRounds).toList()));
        Map<Integer, BigDecimal> extra = new HashMap<>();
        for (ExtraPoints x : extraPoints) {
            for (Entrant e : entrants) {
                if (x.of(e.startRank())) {
                    extra.merge(e.startRank(), x.points(), BigDecimal::add);
                }
            }
        }
        TournamentTable table;
        try {
            table = new TournamentTable(entrants, tableRounds, trimmed, extra);
        } catch (IllegalArgumentException e) {
            // the line of the player the table names first, else of the first player record
            java.util.regex.Matcher player = java.util.regex.Pattern.compile("player (\\d+)").matcher(e.getMessage());
            Integer line = player.find() ? lineOf.get(Integer.valueOf(player.group(1))) : null;
            throw new TrfException(line != null ? line : lineOf.values().stream().min(Integer::compare).orElse(1), e.getMessage());
        }
        Scoring scoring = scoring(first(headers, "162"), headerLines.getOrDefault("162", 1));
        for (Entrant e : entrants) {
            BigDecimal stated = statedPoints.get(e.startRank());
            BigDecimal counted = Standings.score(table, e.startRank(), scoring);
            if (stated != null && stated.compareTo(counted) != 0) {
                throw new TrfException(lineOf.get(e.startRank()), "player " + e.startRank() + " has " + points(stated)
                        + " points in columns 81-84, but his results give " + points(counted) + " under " + scoring.written()
                        + (table.extraPoints(e.startRank()).signum() == 0 ? "" : " with the 299 records' " + points(table.extraPoints(e.startRank()))));
            }
        }
        List<TieBreak> tieBreaks = new ArrayList<>();
        String list = first(headers, "202");
        if (list != null && !list.isBlank()) {
            for (String c : list.split(",")) {
                try {
                    tieBreaks.add(TieBreak.of(c.strip().replace('/', '-')));
                } catch (IllegalArgumentException unknown) {
                    // a tie-break this system does not compute is left out of the regulations it reads
                }
            }
        }
        String type = first(headers, "092");
        PairingSystem system = type != null && type.toLowerCase(Locale.ROOT).contains("round") ? PairingSystem.ROUND_ROBIN
                : PairingSystem.SWISS;
        // the encoded time control (222); a 122 only where its free text happens to be in that form
        String tc = first(headers, "222");
        if (tc == null) {
            tc = encodedTimeControl(first(headers, "122"));
        }
        List<String> deputies = headers.getOrDefault("112", List.of());
        Color initialColour = initialColour(first(headers, "152"), first(headers, "XXC"),
                headerLines.getOrDefault(first(headers, "152") != null ? "152" : "XXC", 1));
        return new TournamentReport(first(headers, "012"), first(headers, "022"), first(headers, "032"),
                longDate(first(headers, "042")), longDate(first(headers, "052")), first(headers, "102"), deputies, List.of(),
                type, system, tc, scoring, tieBreaks, Math.max(planned, Math.max(tableRounds, requested.keySet().stream()
                        .mapToInt(Integer::intValue).max().orElse(0))), roundDates, table, absentNext, ranks,
                initialColour, first(headers, "192"), extraPoints,
                new TrfLayout(trf26 ? Version.TRF26 : Version.TRF16, eol, finalEol, tableRounds, layout), requested);
    }

    /** The records only TRF-2026 has: a file holding one is of that layout. */
    private static final java.util.Set<String> TRF26_RECORDS = java.util.Set.of("142", "152", "162", "172", "182", "192", "202",
            "212", "222", "299");

    /** A 240 record: a bye asked for ahead of its round, the kind in column 5, the round in 7-9, the players from 11. */
    private static void byeRecord(String line, int number, Map<Integer, Map<Integer, RoundResult>> requested) {
        RoundResult kind;
        try {
            kind = RoundResult.ofCode(line.length() > 4 ? line.charAt(4) : ' ');
        } catch (IllegalArgumentException e) {
            throw new TrfException(number, "a bye asked for (240) names its kind in column 5: H or Z");
        }
        if (kind != RoundResult.HALF_POINT_BYE && kind != RoundResult.ZERO_POINT_BYE) {
            throw new TrfException(number, "a bye asked for (240) is H (a half-point bye) or Z (an absence), not " + kind.code());
        }
        int round = number(field(line, 7, 9), number, "round (columns 7-9)");
        if (round < 1) {
            throw new TrfException(number, "a bye asked for (240) is for round 1 or later");
        }
        for (int from = 11; from <= line.length(); from += 5) {
            String p = field(line, from, from + 3);
            if (!p.isEmpty()) {
                requested.computeIfAbsent(round, r -> new TreeMap<>()).put(number(p, number, "player (columns " + from + "-"
                        + (from + 3) + ")"), kind);
            }
        }
    }

    /**
     * A 299 record: free points (column 5 blank) in columns 14-17, the round in 20-22 (blank: none), the
     * players from column 24, four columns each after a space (none: every player). A typed 299, which
     * changes what a result is worth, is refused: this system scores results by the tournament's scoring
     * (162).
     */
    private static ExtraPoints extraPoints(String line, int number) {
        String type = field(line, 5, 5);
        if (!type.isEmpty()) {
            throw new TrfException(number, "a 299 record that sets what a result is worth (column 5: " + type
                    + ") is not read by this system: give the scoring in record 162");
        }
        String pointsField = field(line, 14, 17);
        BigDecimal points;
        try {
            points = new BigDecimal(pointsField);
        } catch (NumberFormatException e) {
            throw new TrfException(number, "the points of a 299 record (columns 14-17) \"" + pointsField + "\" are not a number");
        }
        String roundField = field(line, 20, 22);
        Integer round = roundField.isEmpty() || roundField.matches("0+") ? null : number(roundField, number, "round (columns 20-22)");
        List<Integer> players = new ArrayList<>();
        for (int from = 24; from <= line.length(); from += 5) {
            String p = field(line, from, from + 3);
            if (!p.isEmpty()) {
                players.add(number(p, number, "player (columns " + from + "-" + (from + 3) + ")"));
            }
        }
        return new ExtraPoints(points, round, players);
    }

    /**
     * The initial colour a file gives: TRF-2026's 152 ({@code W} or {@code B}), else the pairing programs'
     * {@code XXC} ({@code white1} or {@code black1}, beside other words such as {@code rank}); null where it gives none.
     */
    private static Color initialColour(String record152, String xxc, int line) {
        if (record152 != null) {
            return switch (record152.strip()) {
                case "W", "w" -> Color.WHITE;
                case "B", "b" -> Color.BLACK;
                default -> throw new TrfException(line, "the initial colour (152) is W or B, not \"" + record152.strip() + "\"");
            };
        }
        if (xxc != null) {
            for (String word : xxc.strip().split("\\s+")) {
                if (word.equalsIgnoreCase("white1")) {
                    return Color.WHITE;
                }
                if (word.equalsIgnoreCase("black1")) {
                    return Color.BLACK;
                }
            }
        }
        return null;
    }

    private record ParsedPlayer(Entrant entrant, List<RoundEntry> entries, Integer rank, BigDecimal points) {
    }

    private static ParsedPlayer player(String line, int number) {
        if (line.length() < 47) {
            throw new TrfException(number, "a player record (001) holds at least the rank and the name (columns 5-47)");
        }
        int startRank = number(field(line, 5, 8), number, "starting rank (columns 5-8)");
        String sexField = field(line, 10, 10).toLowerCase(Locale.ROOT);
        Sex sex = sexField.equals("m") ? Sex.M : sexField.equals("w") || sexField.equals("f") ? Sex.W : null;
        Title title;
        try {
            title = Title.ofTrf(field(line, 11, 13)).orElse(null);
        } catch (IllegalArgumentException e) {
            throw new TrfException(number, "columns 11-13: " + e.getMessage());
        }
        String name = field(line, 15, 47);
        String rating = field(line, 49, 52);
        String federation = field(line, 54, 56);
        String fideId = field(line, 58, 68);
        String birth = field(line, 70, 79);
        String pointsField = field(line, 81, 84);
        String rankField = field(line, 86, 89);
        Entrant entrant;
        try {
            Long id = fideId.isEmpty() || fideId.equals("0") ? null : Long.valueOf(fideId);
            Integer r = rating.isEmpty() || rating.equals("0") ? null : Integer.valueOf(rating);
            entrant = new Entrant(startRank, name, id, title, r, federation.isEmpty() ? null : federation.toUpperCase(Locale.ROOT),
                    birthDate(birth), sex);
        } catch (NumberFormatException | DateTimeParseException e) {
            throw new TrfException(number, "player " + startRank + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new TrfException(number, e.getMessage());
        }
        List<RoundEntry> rounds = new ArrayList<>();
        for (int r = 1; 91 + 10 * (r - 1) < line.length(); r++) {
            int from = 92 + 10 * (r - 1);
            String opponent = field(line, from, from + 3);
            String colour = field(line, from + 5, from + 5).toLowerCase(Locale.ROOT);
            String result = field(line, from + 7, from + 7);
            rounds.add(roundEntry(r, opponent, colour, result, number, startRank));
        }
        BigDecimal points = null;
        if (!pointsField.isEmpty()) {
            try {
                points = new BigDecimal(pointsField);
            } catch (NumberFormatException e) {
                throw new TrfException(number, "points (columns 81-84) \"" + pointsField + "\" are not a number");
            }
        }
        Integer rank = rankField.isEmpty() ? null : number(rankField, number, "rank (columns 86-89)");
        return new ParsedPlayer(entrant, rounds, rank, points);
    }

    private static RoundEntry roundEntry(int round, String opponentField, String colourField, String resultField, int line,
                                         int player) {
        int opponent = opponentField.isEmpty() ? 0 : number(opponentField, line, "opponent in round " + round);
        Color colour = switch (colourField) {
            case "w" -> Color.WHITE;
            case "b" -> Color.BLACK;
            case "", "-" -> null;
            default -> throw new TrfException(line, "round " + round + ": colour \"" + colourField + "\" is none of w, b, -");
        };
        RoundResult result;
        if (resultField.isEmpty()) {
            result = opponent > 0 ? RoundResult.PENDING : opponentField.isEmpty() && colourField.isEmpty()
                    ? RoundResult.NOT_PAIRED : RoundResult.ZERO_POINT_BYE;
        } else {
            try {
                result = RoundResult.ofCode(resultField.charAt(0));
            } catch (IllegalArgumentException e) {
                throw new TrfException(line, "round " + round + ": " + e.getMessage());
            }
        }
        if (result.hasOpponent() && opponent == 0) {
            throw new TrfException(line, "player " + player + ", round " + round + ": the result " + result.code()
                    + " needs an opponent");
        }
        if (!result.hasOpponent() && opponent > 0) {
            throw new TrfException(line, "player " + player + ", round " + round + ": a bye (" + result.code()
                    + ") has no opponent, but " + opponent + " is named");
        }
        if (result.played() && colour == null) {
            throw new TrfException(line, "player " + player + ", round " + round + ": a game played needs its colour");
        }
        return new RoundEntry(round, opponent, colour, result);
    }

    /** Columns {@code from} to {@code to} (1-based, inclusive), stripped; empty past the line's end. */
    private static String field(String line, int from, int to) {
        if (line.length() < from) {
            return "";
        }
        return line.substring(from - 1, Math.min(to, line.length())).strip();
    }

    private static int number(String text, int line, String what) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new TrfException(line, what + ": \"" + text + "\" is not a whole number");
        }
    }

    private static int number(String text, int otherwise) {
        try {
            return text == null ? otherwise : Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    private static String first(Map<String, List<String>> headers, String code) {
        List<String> values = headers.get(code);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** A birth date as YYYY/MM/DD, YYYY.MM.DD or a year alone, kept as written (ISO order, a year alone a year). */
    private static String birthDate(String text) {
        if (text.isEmpty() || text.matches("0+([./]0+[./]0+)?")) {
            return null;
        }
        String iso = text.replace('.', '-').replace('/', '-');
        if (iso.length() > 4) {
            LocalDate.parse(iso);
        }
        return iso;
    }

    /** A TRF-2026 date (YYYY/MM/DD); a TRF16 free-text date that is not one is taken as unknown. */
    private static LocalDate longDate(String text) {
        if (text == null) {
            return null;
        }
        try {
            return LocalDate.parse(text.strip().replace('/', '-').replace('.', '-'));
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static LocalDate shortDate(String text, int line) {
        String[] parts = text.split("/");
        if (parts.length != 3) {
            throw new TrfException(line, "a round date is YY/MM/DD, not \"" + text + "\"");
        }
        try {
            return LocalDate.of(2000 + Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
        } catch (RuntimeException e) {
            throw new TrfException(line, "a round date is YY/MM/DD, not \"" + text + "\"");
        }
    }

    /** The scoring of a 162 record (W 3.0 D 1.0 ...), 1-½-0 where there is none. */
    private static Scoring scoring(String record, int line) {
        if (record == null) {
            return Scoring.ONE_HALF_ZERO;
        }
        Map<String, BigDecimal> values = new HashMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([WDLAPX])\\s*([0-9]+(\\.[0-9])?)").matcher(record);
        while (m.find()) {
            values.put(m.group(1), new BigDecimal(m.group(2)));
        }
        for (Scoring s : Scoring.values()) {
            if (s.win().compareTo(values.getOrDefault("W", BigDecimal.ONE)) == 0
                    && s.draw().compareTo(values.getOrDefault("D", new BigDecimal("0.5"))) == 0) {
                return s;
            }
        }
        throw new TrfException(line, "the scoring \"" + record.strip() + "\" (record 162) is neither 1-1/2-0 nor 3-1-0; known "
                + Arrays.toString(Scoring.values()));
    }
}
