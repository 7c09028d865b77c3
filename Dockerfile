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

FROM eclipse-temurin:17-jre
WORKDIR /work
COPY --from=build /src/app/target/adjudicator.jar /tmp/adjudicator.jar
# Class data sharing (docs/operations.md): the jar extracted, and an archive of the classes a start
# loads, written by one training start on a throwaway embedded store; starts about a third faster.
RUN java -Djarmode=tools -jar /tmp/adjudicator.jar extract --destination /opt/adjudicator \
 && rm /tmp/adjudicator.jar \
 && java -XX:ArchiveClassesAtExit=/opt/adjudicator/app.jsa -Dspring.context.exit=onRefresh \
      -jar /opt/adjudicator/adjudicator.jar --server.port=0 --logging.level.root=WARN \
      --adjudicator.data-dir=/tmp/training --adjudicator.integrity.key-dir=/tmp/training-keys \
 && rm -rf /tmp/training /tmp/training-keys
EXPOSE 8080
ENTRYPOINT ["java", "-XX:SharedArchiveFile=/opt/adjudicator/app.jsa", "-jar", "/opt/adjudicator/adjudicator.jar"]
