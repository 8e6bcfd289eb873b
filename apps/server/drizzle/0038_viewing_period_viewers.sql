CREATE TABLE "viewing_period_viewers" (
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"viewers" integer NOT NULL,
	"new_viewers" integer NOT NULL,
	CONSTRAINT "viewing_period_viewers_from_day_to_day_pk" PRIMARY KEY("from_day","to_day")
);
