package adjudicator.app.access;

import adjudicator.command.text.Message;
import adjudicator.command.api.Commands;
import adjudicator.command.api.UnknownGameException;
import adjudicator.command.record.RecordedBy;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.UnknownTournamentException;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.messaging.MessageDispatchInterceptor;
import org.axonframework.messaging.correlation.CorrelationDataProvider;
import org.axonframework.messaging.correlation.SimpleCorrelationDataProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.core.context.SecurityContextHolder;

import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Every command, before it is handled: {@link AccessPolicy} decides whether its sender may send it to
 * its game (a refusal throws {@link AccessRefusedException} and nothing is written), and the sender's
 * account is put in the command's metadata as {@code recordedBy} and {@code recordedByRole}, which
 * every event the command produces carries into the store. Only this interceptor sets them: whatever
 * a client sends, the credential decides. A process manager's command, which has no credential, is
 * checked as sent by the account that recorded its cause ({@link AccessPolicy#consequenceCaller}).
 */
@Configuration
public class CommandAccess implements MessageDispatchInterceptor<CommandMessage<?>> {

    private final AccessPolicy policy;
    private final GameScopes games;
    private final TournamentScopes tournaments;

    /** Axon's Spring Boot configuration gives the command gateway every dispatch interceptor bean: this one. */
    public CommandAccess(AccessPolicy policy, GameScopes games, TournamentScopes tournaments) {
        this.policy = policy;
        this.games = games;
        this.tournaments = tournaments;
    }

    /**
     * The sender's account, and whether the server's clock gave the command's instant, travel from the
     * command to every event it produces. (Static: the command bus needs it.)
     */
    @Bean
    public static CorrelationDataProvider recordedByProvider() {
        return new SimpleCorrelationDataProvider(RecordedBy.NAME, RecordedBy.ROLE, adjudicator.command.record.ServerClock.KEY);
    }

    @Override
    public BiFunction<Integer, CommandMessage<?>, CommandMessage<?>> handle(List<? extends CommandMessage<?>> messages) {
        return (index, command) -> {
            Caller caller = AccessPolicy.caller(SecurityContextHolder.getContext().getAuthentication());
            if (caller == null) {
                caller = AccessPolicy.consequenceCaller(command.getMetaData());
            }
            if (caller == null) {
                throw new AccessRefusedException(Message.of("access.commandNeedsCredential"));
            }
            Object payload = command.getPayload();
            String type = payload.getClass().getSimpleName();
            GameScope scope;
            if (payload instanceof Commands.CreateGame create) {
                scope = new GameScope(create.gameId(), create.event(), create.round(), create.board());
            } else if (payload instanceof Commands.ImportGame imported) {
                // a new game, of the event its source names: checked as its creation would be
                Commands.CreateGame create = imported.create();
                scope = new GameScope(imported.gameId(), create.event(), create.round(), create.board());
            } else if (payload instanceof TournamentCommands.CreateTournament create) {
                scope = new GameScope(null, create.name(), null, null);
            } else if (payload instanceof TournamentCommands.ImportTournament imported) {
                scope = new GameScope(null, imported.create().name(), null, null);
            } else if (payload instanceof adjudicator.command.appeal.AppealCommands.LodgeAppeal lodge) {
                scope = games.of(lodge.gameId()).orElseThrow(() -> new UnknownGameException(lodge.gameId()));
            } else if (payload instanceof adjudicator.command.appeal.AppealCommands.AppealCommand toAppeal) {
                String event = tournaments.ofAppeal(toAppeal.appealId())
                        .orElseThrow(() -> new adjudicator.command.appeal.UnknownAppealException(toAppeal.appealId()));
                scope = new GameScope(null, event.isEmpty() ? null : event, null, null);
            } else if (payload instanceof TournamentCommands.TournamentCommand toTournament) {
                // a tournament is of the event that is its name; an unknown one is answered 404, never created
                String name = tournaments.of(toTournament.tournamentId())
                        .orElseThrow(() -> new UnknownTournamentException(toTournament.tournamentId()));
                scope = new GameScope(null, name, null, null);
            } else {
                String gameId = ((Commands.GameCommand) payload).gameId();
                scope = games.of(gameId).orElse(null);
                if (scope == null && tournaments.notAGame(gameId)) {
                    throw new UnknownGameException(gameId); // a tournament's or an appeal's record takes no game's command
                }
            }
            Message refusal = policy.commandRefusal(caller, type, scope);
            if (refusal != null) {
                throw new AccessRefusedException(refusal);
            }
            return command.andMetaData(Map.of(RecordedBy.NAME, caller.name(), RecordedBy.ROLE, caller.role().name()));
        };
    }
}
