# Builds app/target/adjudicator.jar and runs it; used by docker-compose.yml.
FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
COPY pom.xml .
COPY engine engine
COPY command command
COPY query query
COPY app app
# the parent pom lists benchmarks/, so Maven needs its pom; the JMH module itself is not built here
COPY benchmarks/pom.xml benchmarks/pom.xml
RUN mvn -B -q package -DskipTests -pl app -am

# The runtime: the current LTS JDK's JRE. The jar is built for Java 17 (the README's commands, the tests and CI run
# on 17) and runs unchanged on 25.
FROM eclipse-temurin:25-jre
WORKDIR /work
COPY --from=build /src/app/target/adjudicator.jar /tmp/adjudicator.jar
# An ahead-of-time cache (JDK 25, JEP 514/515; docs/operations.md): the jar extracted (Spring Boot's jarmode tools),
# then one training start on a throwaway embedded store, which stops once the application context has refreshed,
# records the classes a start loads and links, and the method profiles it gathered; every start maps them.
RUN java -Djarmode=tools -jar /tmp/adjudicator.jar extract --destination /opt/adjudicator \
 && rm /tmp/adjudicator.jar \
 && java -XX:AOTCacheOutput=/opt/adjudicator/app.aot -Dspring.context.exit=onRefresh \
      -jar /opt/adjudicator/adjudicator.jar --server.port=0 --logging.level.root=WARN \
      --adjudicator.data-dir=/tmp/training --adjudicator.integrity.key-dir=/tmp/training-keys \
 && rm -rf /tmp/training /tmp/training-keys
EXPOSE 8080
ENTRYPOINT ["java", "-XX:AOTCache=/opt/adjudicator/app.aot", "-jar", "/opt/adjudicator/adjudicator.jar"]
