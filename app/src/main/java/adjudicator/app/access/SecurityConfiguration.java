package adjudicator.app.access;

import jakarta.servlet.DispatcherType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationProvider;
import org.springframework.security.oauth2.server.resource.web.authentication.BearerTokenAuthenticationFilter;
import org.springframework.security.web.SecurityFilterChain;

import java.util.ArrayList;
import java.util.List;

/**
 * Spring Security for the HTTP API: every request is stateless and carries {@code Authorization:
 * Bearer TOKEN}, either an account's token ({@link AccountTokens}) or, where an identity provider is
 * configured ({@code spring.security.oauth2.resourceserver.jwt.*}), its JWT ({@link JwtCallers}).
 * Whether the request may go on is {@link AccessPolicy}'s decision alone. Refusals are Problem
 * Details ({@link AccessProblems}); the limits of {@link RequestLimits} come before (the body, failed
 * authentications) and after (requests per account) authentication.
 */
@Configuration
@EnableWebSecurity
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
public class SecurityConfiguration {

    private static final Logger log = LoggerFactory.getLogger(SecurityConfiguration.class);

    @Bean
    public SecurityFilterChain api(HttpSecurity http, AccessPolicy policy, AccessProblems refusals, Accounts accounts,
                                   ObjectProvider<JwtDecoder> jwtDecoder, JwtCallers jwtCallers, RequestLimits limits,
                                   ProblemResponses problems, ConsoleSessions consoles) throws Exception {
        AuthenticationManager authentication = authentication(accounts, jwtDecoder.getIfAvailable(), jwtCallers);
        log.info("Access: bearer tokens of accounts{}; public reading {}; {} requests a second per account (bursts of {})",
                jwtDecoder.getIfAvailable() == null ? "" : " and JWTs of the identity provider",
                policy.publicRead() ? "on" : "off", limits.perSecond(), limits.burst());
        http.csrf(c -> c.disable())
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .httpBasic(b -> b.disable())
                .formLogin(f -> f.disable())
                .logout(l -> l.disable())
                .requestCache(r -> r.disable())
                .authorizeHttpRequests(a -> a
                        // the second dispatch of a request already let in (a stream's), or of its error
                        .dispatcherTypeMatchers(DispatcherType.ASYNC, DispatcherType.ERROR).permitAll()
                        .anyRequest().access(policy))
                .oauth2ResourceServer(o -> o.authenticationManagerResolver(request -> authentication)
                        .bearerTokenResolver(consoles)
                        .authenticationEntryPoint(refusals)
                        .accessDeniedHandler(refusals))
                .exceptionHandling(e -> e.authenticationEntryPoint(refusals).accessDeniedHandler(refusals))
                .addFilterBefore(new LimitFilters.FailedAuthentications(limits, problems), BearerTokenAuthenticationFilter.class)
                .addFilterAfter(new LimitFilters.Rate(limits, problems), BearerTokenAuthenticationFilter.class);
        return http.build();
    }

    private static AuthenticationManager authentication(Accounts accounts, JwtDecoder jwtDecoder, JwtCallers jwtCallers) {
        List<AuthenticationProvider> providers = new ArrayList<>();
        providers.add(new AccountTokens(accounts, jwtDecoder != null));
        if (jwtDecoder != null) {
            JwtAuthenticationProvider jwt = new JwtAuthenticationProvider(jwtDecoder);
            jwt.setJwtAuthenticationConverter(jwtCallers);
            providers.add(jwt);
        }
        ProviderManager manager = new ProviderManager(providers);
        manager.setEraseCredentialsAfterAuthentication(true);
        return manager;
    }

    /** The body limit, before everything else (Spring Security's filters included). */
    @Bean
    public FilterRegistrationBean<LimitFilters.Body> bodyLimit(RequestLimits limits, ProblemResponses problems) {
        FilterRegistrationBean<LimitFilters.Body> registration = new FilterRegistrationBean<>(new LimitFilters.Body(limits, problems));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        return registration;
    }
}
