package adjudicator.app.access;

import adjudicator.command.api.Actor;
import adjudicator.command.api.GameCreated;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Serializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;

import java.time.Instant;

/**
 * Before the server takes requests, the access path is walked once, as the read path is
 * ({@code ReadPathWarmUp}): a token looked up in the store, a request bucket taken, the policy asked
 * about a game, and a game's first event read back from the store's form, which is where the policy
 * finds the game's event and board (the read path itself starts from a snapshot and never reads it).
 * The first request after a restart then does not pay for their first run (measured:
 * bench/first-read.sh, docs/benchmarks.md).
 */
@Component
class AccessWarmUp implements SmartInitializingSingleton {

    private static final Logger log = LoggerFactory.getLogger(AccessWarmUp.class);

    private final Accounts accounts;
    private final RequestLimits limits;
    private final AccessPolicy policy;
    private final Serializer events;

    AccessWarmUp(Accounts accounts, RequestLimits limits, AccessPolicy policy, @Qualifier("eventSerializer") Serializer events) {
        this.accounts = accounts;
        this.limits = limits;
        this.policy = policy;
        this.events = events;
    }

    @Override
    public void afterSingletonsInstantiated() {
        try {
            accounts.bearer(Tokens.newToken());
            limits.request("warm-up");
            Caller caller = new Caller("warm-up", Role.READER, Caller.Source.ACCOUNT, null, null, null, null, null);
            policy.decide(new CallerAuthentication(caller), "GET", "/api/games/warm-up", name -> null);
            GameCreated created = new GameCreated("warm-up", Instant.EPOCH, Actor.ARBITER, "W", "B", "E", "S", "1", 1,
                    Edition.FIDE_2023, "5400", Position.INITIAL_FEN, true);
            events.deserialize(events.serialize(created, byte[].class));
        } catch (RuntimeException e) {
            log.warn("the access path could not be walked before the first request: {}", e.toString());
        }
    }
}
