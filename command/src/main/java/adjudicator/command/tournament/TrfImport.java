package adjudicator.command.tournament;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Message;
import adjudicator.command.tournament.TournamentCommands.ByeEntry;
import adjudicator.command.tournament.TournamentCommands.CreateTournament;
import adjudicator.command.tournament.TournamentCommands.EnterResult;
import adjudicator.command.tournament.TournamentCommands.Game;
import adjudicator.command.tournament.TournamentCommands.ImportTournament;
import adjudicator.command.tournament.TournamentCommands.PairRound;
import adjudicator.command.tournament.TournamentCommands.RegisterPlayer;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.Entrant;
import adjudicator.engine.tournament.PairingOutput;
import adjudicator.engine.tournament.Regulations;
import adjudicator.engine.tournament.RoundEntry;
import adjudicator.engine.tournament.RoundResult;
import adjudicator.engine.tournament.TournamentReport;
import adjudicator.engine.tournament.TournamentTable;
import adjudicator.engine.tournament.Trf;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A Tournament Report File, or a pairing program's output, turned into the tournament's commands: a
 * whole tournament as one {@link ImportTournament}, or one round's pairings as a {@link PairRound}. The
 * TRF keeps no board numbers: boards are numbered in the order of the pairs' lower starting rank. A
 * round a player was in no pairing of (a blank block) is a zero-point bye, as the format says.
 */
public final class TrfImport {

    private TrfImport() {
    }

    /** The report in {@code text} as a new tournament played under {@code edition}; a malformed file is a 400 naming its line. */
    public static ImportTournament tournament(String text, Edition edition, Instant at) {
        TournamentReport r;
        try {
            r = Trf.read(text);
        } catch (IllegalArgumentException e) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.trf", String.valueOf(e.getMessage())));
        }
        if (r.name() == null || r.name().isBlank()) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.trfNoName"));
        }
        String id = TournamentDecider.idOf(r.name());
        Regulations regulations = new Regulations(edition, r.timeControl(), null, null, false, r.scoring(), r.tieBreaks(), null)
                .withInitialColour(r.initialColour());
        List<String> arbiters = new ArrayList<>(r.deputyArbiters());
        CreateTournament create = new CreateTournament(id, at, r.name(), r.city(), r.federation(), r.startDate(), r.endDate(),
                r.chiefArbiter(), arbiters, List.of(), r.system(), Math.max(1, r.plannedRounds()), regulations);
        TournamentTable t = r.table();
        List<RegisterPlayer> players = new ArrayList<>();
        for (Entrant e : t.entrants()) {
            players.add(new RegisterPlayer(id, at, e.startRank(), e.name(), e.fideId(), e.title(), e.rating(), e.federation(),
                    e.birthDate(), e.sex()));
        }
        List<PairRound> rounds = new ArrayList<>();
        List<EnterResult> results = new ArrayList<>();
        for (int round = 1; round <= t.rounds(); round++) {
            List<Game> games = new ArrayList<>();
            List<ByeEntry> byes = new ArrayList<>();
            List<BoardResult> boardResults = new ArrayList<>();
            pairs(t, round, games, byes, boardResults);
            rounds.add(new PairRound(id, at, round, r.roundDates().get(round), games, byes, TournamentEvent.PairingSource.TRF));
            for (int b = 0; b < games.size(); b++) {
                if (boardResults.get(b) != null) {
                    results.add(new EnterResult(id, at, round, b + 1, boardResults.get(b), "read from a Tournament Report File"));
                }
            }
        }
        List<TournamentCommands.RequestBye> requests = new ArrayList<>();
        r.requestedByes().forEach((round, byes) -> byes.forEach((player, kind) -> requests.add(new TournamentCommands.RequestBye(id, at,
                player, round, kind, "read from a Tournament Report File"))));
        return new ImportTournament(id, at, create, players, rounds, results, requests, file(text, r));
    }

    /**
     * What the file holds beyond the tournament: its SHA-256, layout, points outside the results, encoded type,
     * and its ranks unless the file gives a tie-break order this system computes whole (202), by which it
     * ranks the players itself.
     */
    private static TournamentCommands.ReportFile file(String text, TournamentReport r) {
        String sha256;
        try {
            sha256 = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        int listed = r.layout().lines().stream().filter(l -> "202".equals(l.code())).findFirst()
                .map(l -> l.text().length() > 4 ? l.text().substring(4).strip().split(",").length : 0).orElse(0);
        boolean orderKnown = !r.tieBreaks().isEmpty() && listed == r.tieBreaks().size();
        return new TournamentCommands.ReportFile(sha256, r.layout(), orderKnown ? null : r.ranks(), r.extraPoints(), r.typeCode());
    }

    /** The games of a round in board order, with their results (null where none is in yet), and its byes. */
    private static void pairs(TournamentTable t, int round, List<Game> games, List<ByeEntry> byes, List<BoardResult> results) {
        for (Entrant e : t.entrants()) {
            RoundEntry x = t.of(e.startRank()).get(round - 1);
            if (!x.result().hasOpponent()) {
                byes.add(new ByeEntry(e.startRank(), x.result() == RoundResult.NOT_PAIRED ? RoundResult.ZERO_POINT_BYE : x.result()));
                continue;
            }
            if (x.opponent() < e.startRank()) {
                continue; // the pair is taken from its lower rank
            }
            RoundEntry other = t.of(x.opponent()).get(round - 1);
            boolean ownWhite = x.colour() == Color.WHITE || (x.colour() == null && other.colour() != Color.WHITE);
            int white = ownWhite ? e.startRank() : x.opponent();
            int black = ownWhite ? x.opponent() : e.startRank();
            RoundResult w = ownWhite ? x.result() : other.result();
            RoundResult b = ownWhite ? other.result() : x.result();
            BoardResult result = w == RoundResult.PENDING ? null : BoardResult.of(w, b);
            if (w != RoundResult.PENDING && result == null) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.trfResult", round, white, w.code(), black, b.code()));
            }
            // the table lists its entrants by starting rank, so the pairs come in the order of their lower rank: board order
            games.add(new Game(games.size() + 1, white, black));
            results.add(result);
        }
    }

    /**
     * One round's pairings from a pairing program: bbpPairings' or JaVaFo's output (the number of pairs,
     * then White and Black a line, {@code 0} for the pairing-allocated bye), or a TRF whose column for the
     * round holds the pairings. Every player available and not listed gets {@code absent} (a zero-point bye:
     * the programs leave out the players marked absent).
     */
    public static PairRound round(String tournamentId, int round, String text, List<Integer> available, Instant at) {
        String first = text.lines().map(String::strip).filter(l -> !l.isEmpty()).findFirst().orElse("");
        List<Game> games = new ArrayList<>();
        List<ByeEntry> byes = new ArrayList<>();
        TournamentEvent.PairingSource source;
        if (first.matches("[0-9]+")) {
            PairingOutput.Round out;
            try {
                out = PairingOutput.read(text);
            } catch (IllegalArgumentException e) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.pairingOutput", String.valueOf(e.getMessage())));
            }
            int board = 1;
            for (var p : out.games()) {
                games.add(new Game(board++, p.white(), p.black()));
            }
            if (out.bye() != null) {
                byes.add(new ByeEntry(out.bye(), RoundResult.PAIRING_ALLOCATED_BYE));
            }
            source = TournamentEvent.PairingSource.PAIRING_PROGRAM;
        } else {
            TournamentReport r;
            try {
                r = Trf.read(text);
            } catch (IllegalArgumentException e) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.trf", String.valueOf(e.getMessage())));
            }
            if (r.table().rounds() < round) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.trfRounds", r.table().rounds(), round));
            }
            List<BoardResult> ignored = new ArrayList<>();
            pairs(r.table(), round, games, byes, ignored);
            byes.removeIf(b -> !available.contains(b.player()));
            source = TournamentEvent.PairingSource.TRF;
        }
        List<Integer> named = new ArrayList<>();
        games.forEach(g -> {
            named.add(g.white());
            named.add(g.black());
        });
        byes.forEach(b -> named.add(b.player()));
        for (int p : available) {
            if (!named.contains(p)) {
                byes.add(new ByeEntry(p, RoundResult.ZERO_POINT_BYE));
            }
        }
        return new PairRound(tournamentId, at, round, null, games, byes, source);
    }
}
