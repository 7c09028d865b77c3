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
 * and {@link ContentTypeFilter} before everything that reads a body.
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
}
