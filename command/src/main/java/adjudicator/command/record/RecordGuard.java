package adjudicator.command.record;

import adjudicator.command.api.Commands;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.springframework.stereotype.Component;

/**
 * No command is decided on a record that fails verification: before a game's command is handled,
 * its stored events are verified (once per game, see {@link RecordChain#ensureSound}), so that a
 * game whose record was altered answers the verification's problem instead of a ruling drawn from
 * the altered events. (Axon's Spring Boot configuration registers this command handler interceptor
 * with the command bus.)
 */
@Component
public class RecordGuard implements MessageHandlerInterceptor<CommandMessage<?>> {

    private final RecordChain chain;

    public RecordGuard(RecordChain chain) {
        this.chain = chain;
    }

    @Override
    public Object handle(UnitOfWork<? extends CommandMessage<?>> unitOfWork, InterceptorChain interceptorChain) throws Exception {
        if (unitOfWork.getMessage().getPayload() instanceof Commands.GameCommand command) {
            chain.ensureSound(command.gameId());
        }
        return interceptorChain.proceed();
    }
}
