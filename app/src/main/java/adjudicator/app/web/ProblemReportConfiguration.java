package adjudicator.app.web;

import adjudicator.app.access.ProblemResponses;
import org.apache.catalina.core.StandardHost;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * Puts {@link ProblemReportValve} in place of Tomcat's HTML error page on the embedded server's host,
 * {@link ContentTypeFilter} before everything that reads a body, and {@link StorageFailureFilter} before the
 * security filters.
 */
@Configuration
public class ProblemReportConfiguration {

    @Bean
    public WebServerFactoryCustomizer<TomcatServletWebServerFactory> problemReportValve() {
        return factory -> factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(ProblemReportValve.class.getName());
            }
        });
    }

    @Bean
    public FilterRegistrationBean<ContentTypeFilter> contentTypeFilter(ProblemResponses problems) {
        FilterRegistrationBean<ContentTypeFilter> registration = new FilterRegistrationBean<>(new ContentTypeFilter(problems));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 1);
        return registration;
    }

    /** Right before the security filters, which read accounts and sessions from the store. */
    @Bean
    public FilterRegistrationBean<StorageFailureFilter> storageFailureFilter(ProblemResponses problems,
                                                                           java.util.List<adjudicator.command.web.StorageFailure.Recognizer> recognizers) {
        FilterRegistrationBean<StorageFailureFilter> registration = new FilterRegistrationBean<>(new StorageFailureFilter(problems, recognizers));
        registration.setOrder(org.springframework.boot.autoconfigure.security.SecurityProperties.DEFAULT_FILTER_ORDER - 1);
        return registration;
    }
}
