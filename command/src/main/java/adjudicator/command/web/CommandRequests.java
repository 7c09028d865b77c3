package adjudicator.command.web;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.Commands;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.GameRuleException;
import adjudicator.engine.Color;
import adjudicator.engine.clock.ChessClock;
import com.fasterxml.jackson.databind.JsonNode;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;

/** Turns the contract's JSON commands into command records, with a 400 for anything malformed. */
final class CommandRequests {

    /** The command types of the contract's table, every one handled. */
    static final List<String> CONTRACT = List.of("StartClocks", "TouchPiece", "AdjustPiece", "MakeMove", "PressClock",
            "OfferDraw", "AcceptDraw", "DeclineDraw", "ClaimDraw", "Resign", "ClaimFlagFall", "ObserveFlagFall",
            "ReportIllegalMove", "ClaimTouchMove", "RestorePosition", "CorrectClocks", "StopClocks", "ResumeClocks",
            "RuleOnClaim", "ImposePenalty", "ReportDeviceSignal");

    /** Commands beyond the contract's table. */
    static final List<String> EXTENSIONS = List.of("ReportAbsence", "AnnulGame", "AwardTime", "DeclarePersistentRefusal",
            "TouchPromotionSquare", "RequestIncrement", "DeclareDeadPosition");

    private CommandRequests() {
    }

    static GameCommand parse(String gameId, JsonNode body) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed("the body must be one JSON object with a \"type\"");
        }
        String type = text(body, "type", true);
        Instant at = instant(body, "at", true);
        String commandId = text(body, "commandId", false);
        return switch (type) {
            case "StartClocks" -> new Commands.StartClocks(gameId, at, commandId);
            case "MakeMove" -> new Commands.MakeMove(gameId, at, commandId, color(body, "player"), text(body, "move", true));
            case "PressClock" -> new Commands.PressClock(gameId, at, commandId, color(body, "player"));
            case "Resign" -> new Commands.Resign(gameId, at, commandId, color(body, "player"));
            case "ClaimDraw" -> new Commands.ClaimDraw(gameId, at, commandId, color(body, "player"), basis(body),
                    text(body, "intendedMove", false), optionalBoolean(body, "arbiterPresent"));
            case "ClaimFlagFall" -> new Commands.ClaimFlagFall(gameId, at, commandId, color(body, "player"));
            case "ObserveFlagFall" -> new Commands.ObserveFlagFall(gameId, at, commandId, color(body, "side"));
            case "StopClocks" -> new Commands.StopClocks(gameId, at, commandId, actor(body, "by"));
            case "ResumeClocks" -> new Commands.ResumeClocks(gameId, at, commandId, actor(body, "by"));
            case "CorrectClocks" -> new Commands.CorrectClocks(gameId, at, commandId, integer(body, "whiteRemainingMs", true),
                    integer(body, "blackRemainingMs", true), toInt(integer(body, "movesCompleted", false), "movesCompleted"));
            case "OfferDraw" -> new Commands.OfferDraw(gameId, at, commandId, color(body, "player"));
            case "AcceptDraw" -> new Commands.AcceptDraw(gameId, at, commandId, color(body, "player"));
            case "DeclineDraw" -> new Commands.DeclineDraw(gameId, at, commandId, color(body, "player"));
            case "ReportIllegalMove" -> {
                Actor by = actor(body, "by");
                if (by == null) {
                    throw GameRuleException.malformed("\"by\" is required: WHITE, BLACK or ARBITER");
                }
                yield new Commands.ReportIllegalMove(gameId, at, commandId, by, text(body, "kind", false));
            }
            case "TouchPiece" -> new Commands.TouchPiece(gameId, at, commandId, color(body, "player"), text(body, "square", true));
            case "AdjustPiece" -> new Commands.AdjustPiece(gameId, at, commandId, color(body, "player"), text(body, "square", true));
            case "DeclareDeadPosition" -> new Commands.DeclareDeadPosition(gameId, at, commandId);
            case "RequestIncrement" -> new Commands.RequestIncrement(gameId, at, commandId, color(body, "player"));
            case "TouchPromotionSquare" -> new Commands.TouchPromotionSquare(gameId, at, commandId, color(body, "player"),
                    text(body, "square", true), text(body, "piece", true));
            case "ClaimTouchMove" -> new Commands.ClaimTouchMove(gameId, at, commandId, color(body, "player"));
            case "ImposePenalty" -> {
                String who = text(body, "player", true);
                boolean both = who.equals("BOTH");
                yield new Commands.ImposePenalty(gameId, at, commandId, both ? null : color(body, "player"), both,
                        text(body, "penalty", true), integer(body, "amountMs", false), text(body, "article", false),
                        text(body, "reason", false), text(body, "points", false));
            }
            case "ReportAbsence" -> {
                JsonNode waived = body.get("waived");
                if (waived != null && !waived.isNull() && !waived.isBoolean()) {
                    throw GameRuleException.malformed("\"waived\" must be true or false");
                }
                yield new Commands.ReportAbsence(gameId, at, commandId, color(body, "player"),
                        integer(body, "regulationsDefaultMs", false), waived != null && waived.asBoolean());
            }
            case "AnnulGame" -> new Commands.AnnulGame(gameId, at, commandId, text(body, "reason", false));
            case "DeclarePersistentRefusal" -> new Commands.DeclarePersistentRefusal(gameId, at, commandId,
                    color(body, "player"), text(body, "opponentScore", false), text(body, "reason", false));
            case "AwardTime" -> {
                boolean both = "BOTH".equals(text(body, "player", true));
                yield new Commands.AwardTime(gameId, at, commandId, both ? null : color(body, "player"), both,
                        integer(body, "amountMs", true), text(body, "reason", false));
            }
            case "ReportDeviceSignal" -> new Commands.ReportDeviceSignal(gameId, at, commandId, color(body, "player"),
                    text(body, "opponentScore", false));
            case "RuleOnClaim" -> {
                String decision = text(body, "decision", true);
                if (!List.of("ACCEPT", "POSTPONE", "REJECT").contains(decision)) {
                    throw GameRuleException.malformed("\"decision\" must be ACCEPT, POSTPONE or REJECT, not \"" + decision + "\"");
                }
                yield new Commands.RuleOnClaim(gameId, at, commandId, decision, integer(body, "opponentExtraMs", false),
                        text(body, "result", false));
            }
            case "RestorePosition" -> new Commands.RestorePosition(gameId, at, commandId,
                    toInt(integer(body, "ply", true), "ply"), integer(body, "whiteRemainingMs", false),
                    integer(body, "blackRemainingMs", false), text(body, "reason", false), text(body, "article", false));
            default -> throw GameRuleException.malformed("unknown command type \"" + type + "\"; expected one of " + CONTRACT
                    + " or " + EXTENSIONS);
        };
    }

    /** An optional boolean; null when absent. */
    static Boolean optionalBoolean(JsonNode body, String field) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isBoolean()) {
            throw GameRuleException.malformed("\"" + field + "\" must be true or false");
        }
        return node.asBoolean();
    }

    /** An optional actor: ARBITER, WHITE or BLACK; null when absent. */
    static Actor actor(JsonNode body, String field) {
        String text = text(body, field, false);
        if (text == null) {
            return null;
        }
        if (!List.of("ARBITER", "WHITE", "BLACK").contains(text)) {
            throw GameRuleException.malformed("\"" + field + "\" must be ARBITER, WHITE or BLACK, not \"" + text + "\"");
        }
        return Actor.valueOf(text);
    }

    static Long integer(JsonNode body, String field, boolean required) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            if (required) {
                throw GameRuleException.malformed("\"" + field + "\" is required");
            }
            return null;
        }
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw GameRuleException.malformed("\"" + field + "\" must be a whole number");
        }
        return node.asLong();
    }

    static Integer toInt(Long value, String field) {
        if (value == null) {
            return null;
        }
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw GameRuleException.malformed("\"" + field + "\" is out of range");
        }
        return value.intValue();
    }

    static ClaimKind basis(JsonNode body) {
        String text = text(body, "basis", true);
        List<String> bases = List.of("THREEFOLD_REPETITION", "FIFTY_MOVE_RULE", "QUICKPLAY_FINISH");
        if (!bases.contains(text)) {
            throw GameRuleException.malformed("\"basis\" must be one of " + bases + ", not \"" + text + "\"");
        }
        return ClaimKind.valueOf(text);
    }

    static String text(JsonNode body, String field, boolean required) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            if (required) {
                throw GameRuleException.malformed("\"" + field + "\" is required");
            }
            return null;
        }
        if (!node.isTextual()) {
            throw GameRuleException.malformed("\"" + field + "\" must be a string");
        }
        return bounded(field, node.asText());
    }

    /** The most characters a text field holds: names, reasons and notations are far shorter. */
    static final int MAX_TEXT = 1_000;

    /** {@code text} if it has at most {@link #MAX_TEXT} characters (a name of megabytes is not a fact). */
    static String bounded(String field, String text) {
        if (text.length() > MAX_TEXT) {
            throw GameRuleException.malformed("\"" + field + "\" has " + text.length() + " characters; at most "
                    + MAX_TEXT + " are accepted");
        }
        return text;
    }

    static Instant instant(JsonNode body, String field, boolean required) {
        String text = text(body, field, required);
        if (text == null) {
            return null;
        }
        Instant at;
        try {
            at = Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw GameRuleException.malformed("\"" + field + "\" must be an ISO-8601 UTC instant such as 2026-03-01T10:00:07.250Z, not \"" + text + "\"");
        }
        if (!ChessClock.handles(at)) {
            throw GameRuleException.malformed("\"" + field + "\" must lie between " + ChessClock.EARLIEST + " and "
                    + ChessClock.LATEST + ", not " + text);
        }
        return at;
    }

    static Color color(JsonNode body, String field) {
        String text = text(body, field, true);
        try {
            return Color.valueOf(text);
        } catch (IllegalArgumentException e) {
            throw GameRuleException.malformed("\"" + field + "\" must be WHITE or BLACK, not \"" + text + "\"");
        }
    }
}
