-- CreateTable
CREATE TABLE "IpRanking" (
    "merchantId" TEXT NOT NULL,
    "since" TEXT NOT NULL,
    "through" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "ip" TEXT NOT NULL,
    "total" INTEGER NOT NULL,

    PRIMARY KEY ("merchantId", "since", "through", "channel", "type", "rank")
);

-- CreateTable
CREATE TABLE "IpRankingMark" (
    "merchantId" TEXT NOT NULL,
    "since" TEXT NOT NULL,
    "through" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "since")
);

-- CreateIndex
CREATE INDEX "IpRanking_merchantId_since_through_channel_type_ip_idx" ON "IpRanking"("merchantId", "since", "through", "channel", "type", "ip");
